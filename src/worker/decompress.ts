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
/** A zstd stream may open with a skippable frame: magic 0x184D2A50..5F, little-endian (RFC 8878 §3.1.2). */
const isSkippableFrame = (bytes: Uint8Array) => (bytes[0]! & 0xf0) === 0x50 && startsWith(bytes.subarray(1), [0x2a, 0x4d, 0x18]);

export function sniffCompression(bytes: Uint8Array): Compression | null {
  if (startsWith(bytes, ZSTD_MAGIC) || isSkippableFrame(bytes)) return "zstd";
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

/** Chromium says "Compressed input was truncated", Node's zlib "unexpected end of file". */
const GZIP_TRUNCATED = /truncat|unexpected end/i;

/** Concatenates a stream's chunks into one array. */
async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/**
 * Read with a reader rather than `new Response(stream)`: Chromium's Response
 * replaces the stream's error with a bare "Failed to fetch", and the
 * truncated / damaged distinction is in that message. Chromium also refuses
 * data after the first gzip member, which the service never writes.
 */
async function decompressGzip(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    // Decrypted bytes never live in shared memory, which is all the narrower type excludes.
    const input = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
    return await readAll(input.pipeThrough(new DecompressionStream("gzip")));
  } catch (error) {
    const message = (error as Error).message;
    if (GZIP_TRUNCATED.test(message)) throw DecodeError.withDetail("truncated", `gzip: ${message}`);
    throw DecodeError.withDetail("not_compressed", `gzip: ${message}`);
  }
}

export async function decompressPlaintext(bytes: Uint8Array): Promise<{ compression: Compression; bytes: Uint8Array }> {
  const compression = sniffCompression(bytes);
  if (compression === "zstd") return { compression, bytes: decompressZstd(bytes) };
  if (compression === "gzip") return { compression, bytes: await decompressGzip(bytes) };
  throw DecodeError.withDetail("not_compressed", "neither zstd nor gzip magic bytes");
}
