import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { compress } from "zstd-napi";
import { fernetEncrypt } from "./fernet";

/** The two forms of a job's file: Zstandard as the interface names it, gzip for clients that ask for that. */
export type Compression = "zstd" | "gzip";
const COMPRESSIONS: readonly Compression[] = ["zstd", "gzip"];

/** `<task_id>.zstd.fernet` / `<task_id>.gzip.fernet`: the name the download URL ends with. */
export function bulkFileName(taskId: string, compression: Compression): string {
  return `${taskId}.${compression}.fernet`;
}

/**
 * Writes the plaintext document as both files: UTF-8 JSON, compressed, then
 * Fernet-encrypted with `key`. Each file appears whole or not at all (written
 * beside its final name, then renamed), so a reader never sees half a file.
 */
export function writeBulkFiles(document: unknown, key: string, dir: string, taskId: string): Record<Compression, string> {
  const json = Buffer.from(JSON.stringify(document), "utf8");
  const compressed: Record<Compression, Buffer> = {
    zstd: compress(json, { compressionLevel: 3 }),
    gzip: zlib.gzipSync(json, { level: 6 }),
  };
  fs.mkdirSync(dir, { recursive: true });
  const paths = {} as Record<Compression, string>;
  for (const compression of COMPRESSIONS) {
    const final = path.join(dir, bulkFileName(taskId, compression));
    const temp = `${final}.${process.pid}.tmp`;
    fs.writeFileSync(temp, fernetEncrypt(key, compressed[compression]));
    fs.renameSync(temp, final);
    paths[compression] = final;
  }
  return paths;
}
