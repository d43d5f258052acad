import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { createService, type Service, type ServiceParts } from "../../src/server/app";
import { readConfig } from "../../src/server/config";
import { startLocalEngine, type LocalEngine } from "../../src/server/local-engine";
import { seedModel } from "./model";

export interface RunningService {
  service: Service;
  baseUrl: string;
  demoKey: string;
  dataDir: string;
  local: LocalEngine | null;
  stop(): Promise<void>;
}

/**
 * The real service on a free port and a temporary data directory. With
 * `archiveArticles`, the local engine runs over a demo archive of that many
 * pages (built by the product's own code, just smaller); without, only the
 * routes that need no engine answer.
 */
export async function startService(env: Record<string, string> = {}, parts: ServiceParts = {}, options: { archiveArticles?: number } = {}): Promise<RunningService> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "workbench-test-"));
  const config = { ...readConfig({ PORT: "0", ARCHIVE: "none", ...env, DATA_DIR: dataDir }), staticDir: null };
  let local: LocalEngine | null = null;
  if (options.archiveArticles !== undefined) {
    seedModel(dataDir);
    const quiet = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: false }) as unknown as NodeJS.WriteStream;
    local = await startLocalEngine({ ...config, archive: "demo" }, { archiveArticles: options.archiveArticles, out: quiet });
  }
  const service = createService(config, { ...local?.parts, ...parts, handlers: { ...local?.parts.handlers, ...parts.handlers } });
  const port = await service.listen();
  return {
    service,
    baseUrl: `http://127.0.0.1:${port}`,
    demoKey: service.demoKey,
    dataDir,
    local,
    stop: async () => {
      await service.close();
      local?.close();
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
