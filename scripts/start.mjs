// `npm start`: builds the workbench when its sources are newer than the last
// build, then runs the local service, which serves it. Plain JS so that it
// runs before anything is compiled.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const uiSources = ["index.html", "public", "src/app", "src/main.tsx", "src/contract", "src/client", "src/worker", "vite.config.ts", "package.json"];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const builtAt = fs.existsSync(path.join(root, "dist/index.html")) ? fs.statSync(path.join(root, "dist/index.html")).mtimeMs : 0;
if (Math.max(...uiSources.map(newestMtime)) > builtAt) {
  console.log("Building the workbench (its sources changed since the last build)...");
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const built = spawnSync(process.execPath, [vite, "build", "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const service = spawn(process.execPath, ["--import", "tsx", path.join(root, "src/server/main.ts")], { cwd: process.cwd(), stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => service.kill(signal));
service.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
