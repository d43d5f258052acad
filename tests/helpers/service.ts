import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createService, type Service, type ServiceParts } from "../../src/server/app";
import { readConfig } from "../../src/server/config";

export interface RunningService {
  service: Service;
  baseUrl: string;
  demoKey: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The real service on a free port and a temporary data directory. */
export async function startService(env: Record<string, string> = {}, parts: ServiceParts = {}): Promise<RunningService> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "workbench-test-"));
  const config = { ...readConfig({ PORT: "0", ARCHIVE: "none", ...env, DATA_DIR: dataDir }), staticDir: null };
  const service = createService(config, parts);
  const port = await service.listen();
  return {
    service,
    baseUrl: `http://127.0.0.1:${port}`,
    demoKey: service.demoKey,
    dataDir,
    stop: async () => {
      await service.close();
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
