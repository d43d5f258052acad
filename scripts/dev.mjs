// `npm run dev`: the local service with restart on change, and Vite with hot
// reload in front of it (vite.config.ts forwards the interface to the service).
import { spawn } from "node:child_process";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "src/server/main.ts"], { stdio: "inherit", env: { ...process.env, PORT: process.env.PORT ?? "8787" } }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--port", process.env.DEV_PORT ?? "5173"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
