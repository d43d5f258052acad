import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { compress } from "zstd-napi";
import { fernetEncrypt } from "./fernet";

const gzip = promisify(zlib.gzip);

/** The two forms of a job's file: Zstandard as the interface names it, gzip for clients that ask for that. */
export type Compression = "zstd" | "gzip";

/** `<task_id>.zstd.fernet` / `<task_id>.gzip.fernet`: the name the download URL ends with. */
export function bulkFileName(taskId: string, compression: Compression): string {
  return `${taskId}.${compression}.fernet`;
}

/**
 * Writes the plaintext document as both files: UTF-8 JSON, compressed, then
 * Fernet-encrypted with `key`. gzip runs on libuv's pool while this thread
 * does zstd, so the second file costs little extra time. Each file appears
 * whole or not at all (written beside its final name, then renamed), so a
 * reader never sees half a file.
 */
export async function writeBulkFiles(document: unknown, key: string, dir: string, taskId: string): Promise<Record<Compression, string>> {
  const json = Buffer.from(JSON.stringify(document), "utf8");
  const gzipped = gzip(json, { level: 6 });
  fs.mkdirSync(dir, { recursive: true });
  const write = (compression: Compression, compressed: Buffer): string => {
    const final = path.join(dir, bulkFileName(taskId, compression));
    const temp = `${final}.${process.pid}.tmp`;
    fs.writeFileSync(temp, fernetEncrypt(key, compressed));
    fs.renameSync(temp, final);
    return final;
  };
  const zstdPath = write("zstd", compress(json, { compressionLevel: 3 }));
  return { zstd: zstdPath, gzip: write("gzip", await gzipped) };
}
