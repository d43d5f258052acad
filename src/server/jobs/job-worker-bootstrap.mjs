// The job thread's entry: a worker thread starts without the TypeScript
// loader the service runs under, so it registers tsx before loading the
// thread's real module. Plain JS so that it runs before anything is compiled.
import { register } from "tsx/esm/api";

register();
await import("./job-worker.ts");
