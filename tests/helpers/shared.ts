import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** `../shared` beside the repository: the spec, fixtures and data that tests read. */
export const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../shared");
export const SHARED_PRESENT = fs.existsSync(path.join(SHARED_DIR, "spec/interface.md"));
export const SHARED_ABSENT_REASON = `../shared is absent (looked for ${SHARED_DIR}); these tests read the spec and fixtures from it`;

export function readShared(relative: string): string {
  return fs.readFileSync(path.join(SHARED_DIR, relative), "utf8");
}
