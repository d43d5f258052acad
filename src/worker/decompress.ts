import { decompress as zstdDecompress, ZstdErrorCode, type ZstdError } from "fzstd";
import { DecodeError } from "./errors";
import type { Compression } from "./protocol";

/**
 * The decrypted plaintext is zstd (or gzip for the `.gzip.` variant of a
 * file). The format is read from the magic bytes, not from the file name,
 * so a renamed file still decodes and a mislabelled one fails clearly.
 */

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const GZIP_MAGIC = [0x1f, 0x8b];

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

export function sniffCompression(bytes: Uint8Array): Compression | null {
  if (startsWith(bytes, ZSTD_MAGIC)) return "zstd";
  if (startsWith(bytes, GZIP_MAGIC)) return "gzip";
  return null;
}

/**
 * fzstd reads every frame of the input one after the other (and skips
 * skippable frames), so several concatenated frames need no streaming
 * decoder. It does not check frame checksums: the Fernet HMAC already
 * authenticates every compressed byte.
 */
function decompressZstd(bytes: Uint8Array): Uint8Array {
  try {
    return zstdDecompress(bytes);
  } catch (error) {
    const code = (error as Partial<ZstdError>).code;
    if (code === ZstdErrorCode.UnexpectedEOF) throw DecodeError.withDetail("truncated", "zstd: unexpected end of data");
    throw DecodeError.withDetail("not_compressed", `zstd: ${(error as Error).message}`);
  }
}

/** Chromium says "truncated", Node's zlib "unexpected end of file" (Z_BUF_ERROR). */
const GZIP_TRUNCATED = /truncat|unexpected end/i;

async function decompressGzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (error) {
    const message = (error as Error).message;
    if (GZIP_TRUNCATED.test(message)) throw DecodeError.withDetail("truncated", `gzip: ${message}`);
    throw DecodeError.withDetail("not_compressed", `gzip: ${message}`);
  }
}

export async function decompressPlaintext(bytes: Uint8Array<ArrayBuffer>): Promise<{ compression: Compression; bytes: Uint8Array }> {
  const compression = sniffCompression(bytes);
  if (compression === "zstd") return { compression, bytes: decompressZstd(bytes) };
  if (compression === "gzip") return { compression, bytes: await decompressGzip(bytes) };
  throw DecodeError.withDetail("not_compressed", "neither zstd nor gzip magic bytes");
}
