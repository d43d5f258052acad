import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import { readConfig } from "../../src/server/config";
import { startLocalEngine, type LocalEngine } from "../../src/server/local-engine";
import { MODEL_DATA_DIR, seedModel } from "./model";

const quiet = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: false }) as unknown as NodeJS.WriteStream;

/**
 * A demo archive of `articles` pages built once per machine by the product's
 * own code (the same as `npm start`, only smaller) and reused by the tests
 * that only read it. Built in a temporary folder and renamed into place, so
 * two test files building at once cannot leave a half-built one behind.
 */
export async function sharedArchive(articles: number): Promise<{ dataDir: string; local: LocalEngine }> {
  const dataDir = path.join(MODEL_DATA_DIR, `archive-${articles}`);
  if (!fs.existsSync(path.join(dataDir, "ready"))) {
    const temp = `${dataDir}.building-${process.pid}`;
    fs.rmSync(temp, { recursive: true, force: true });
    seedModel(temp);
    const building = await startLocalEngine(readConfig({ DATA_DIR: temp, ARCHIVE: "demo" }), { archiveArticles: articles, out: quiet });
    building.store.db.pragma("wal_checkpoint(TRUNCATE)");
    building.close();
    fs.writeFileSync(path.join(temp, "ready"), new Date().toISOString());
    try {
      fs.renameSync(temp, dataDir);
    } catch {
      fs.rmSync(temp, { recursive: true, force: true }); // another test file finished first
    }
  }
  const local = await startLocalEngine(readConfig({ DATA_DIR: dataDir, ARCHIVE: "demo" }), { archiveArticles: articles, out: quiet });
  return { dataDir, local };
}
