import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { convertModel } from "../../src/server/ingest/embeddings/word-vectors";

/**
 * A data directory shared by tests that need the converted word vectors, so
 * the one-time conversion (about 10 s) happens once per machine, not per test.
 * The product converts into its own DATA_DIR the same way.
 */
export const MODEL_DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../node_modules/.cache/workbench-tests");

export function ensureModel(dataDir = MODEL_DATA_DIR): string {
  const file = path.join(dataDir, "models", "glove-100d.wbv");
  if (!fs.existsSync(file)) convertModel(file);
  return dataDir;
}

/** Gives a temporary data directory the shared converted model by hard link (or copy). */
export function seedModel(targetDataDir: string): void {
  const source = path.join(ensureModel(), "models", "glove-100d.wbv");
  const target = path.join(targetDataDir, "models", "glove-100d.wbv");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (fs.existsSync(target)) return;
  try {
    fs.linkSync(source, target);
  } catch {
    fs.copyFileSync(source, target);
  }
}
