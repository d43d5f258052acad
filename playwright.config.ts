import { defineConfig } from "@playwright/test";
import os from "node:os";
import path from "node:path";

// The e2e suite runs against `npm start` itself, on its own port and a fresh
// data directory, in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 8799);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `workbench-e2e-${process.pid}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: "chromium",
    screenshot: "on", // every test keeps one (test-results/), besides the named ones in test-results/screenshots
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  webServer: {
    command: "npm start",
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    // A smaller demo archive than `npm start` serves, so the suite stays quick (same code path), yet
    // large enough (19,000 snippets) that a 10,000-result bulk search fills up.
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ARCHIVE_SIZE: process.env.E2E_ARCHIVE_SIZE ?? "10000", ...(process.env.E2E_ARCHIVE ? { ARCHIVE: process.env.E2E_ARCHIVE } : {}) },
  },
});
