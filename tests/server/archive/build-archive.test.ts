import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { ensureDemoArchive } from "../../../src/server/archive/build-archive";
import { GROUND_TRUTH_FILE, MANIFEST_FILE } from "../../../src/server/archive/demo";
import { IndexStore, openIndex } from "../../../src/server/index/index-store";
import { seedModel } from "../../helpers/model";

const quiet = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: false }) as unknown as NodeJS.WriteStream;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-build-"));
seedModel(dataDir);
const store = new IndexStore(openIndex(dataDir));
afterAll(() => {
  store.db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("building the demo archive once", () => {
  const options = { articles: 60, out: quiet };
  const archive = path.join(dataDir, "archive");

  it("builds, then reuses what it built", async () => {
    expect((await ensureDemoArchive(dataDir, store, options)).built).toBe(true);
    expect(store.counts().documents).toBe(60);
    expect((await ensureDemoArchive(dataDir, store, options)).built).toBe(false);
  }, 120_000);

  it("rebuilds an archive a stopped build left without its manifest, though the index still carries the key", async () => {
    // What a rebuild stopped after clearing the old files leaves behind: pages, no ground truth, no manifest.
    fs.rmSync(path.join(archive, MANIFEST_FILE));
    fs.rmSync(path.join(archive, GROUND_TRUTH_FILE));
    expect(store.getMeta("demo_archive")).not.toBeNull();
    expect((await ensureDemoArchive(dataDir, store, options)).built).toBe(true);
    expect(fs.existsSync(path.join(archive, MANIFEST_FILE))).toBe(true);
    expect(fs.existsSync(path.join(archive, GROUND_TRUTH_FILE))).toBe(true);
    expect(store.counts().documents).toBe(60);
  }, 120_000);

  it("rebuilds for another size, and forgets the old key while it does", async () => {
    const oldComponent = store.getMeta("sif_component");
    const keys: (string | null)[] = [];
    const watching = { ...options, articles: 40, out: Object.assign(new Writable({ write: (_c, _e, done) => (keys.push(store.getMeta("demo_archive")), done()) }), { isTTY: false }) as unknown as NodeJS.WriteStream };
    expect((await ensureDemoArchive(dataDir, store, watching)).built).toBe(true);
    // While it was building (its progress lines), no key said the archive was ready.
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]).toBeNull();
    expect(store.getMeta("demo_archive")).toMatch(/:40$/);
    // Only the new archive's pages are in the index, in a vector space trained on them.
    expect(store.counts().documents).toBe(40);
    expect(store.getMeta("sif_component")).not.toBe(oldComponent);
    expect((store.db.prepare("SELECT count(*) AS n FROM snippets WHERE shard IS NULL").get() as { n: number }).n).toBe(0);
  }, 120_000);
});
