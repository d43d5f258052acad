import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compress as zstdCompress } from "zstd-napi";
import { decompressPlaintext, sniffCompression } from "../../src/worker/decompress";
import { DecodeError } from "../../src/worker/errors";
import { parseBulkDocument } from "../../src/worker/parse-document";
import { sampleResults } from "../helpers/bulk-file";

const json = JSON.stringify({ response: sampleResults(50, 300) });
const utf8 = Buffer.from(json, "utf8");

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DecodeError);
    return (error as DecodeError).code;
  }
}

describe("decompressPlaintext", () => {
  it("reads the format from the magic bytes, whatever the file is called", async () => {
    expect(sniffCompression(zstdCompress(utf8))).toBe("zstd");
    expect(sniffCompression(zlib.gzipSync(utf8))).toBe("gzip");
    expect(sniffCompression(utf8)).toBeNull();
    expect(await codeOf(decompressPlaintext(utf8))).toBe("not_compressed");
    expect(await codeOf(decompressPlaintext(new Uint8Array(0)))).toBe("not_compressed");
  });

  it("reads zstd frames with and without content size, and after a skippable frame", async () => {
    const withSize = zstdCompress(utf8);
    const sizeless = zstdCompress(utf8, { contentSizeFlag: false, checksumFlag: true });
    expect(sizeless[4]! & 0b1100_0000).toBe(0); // Frame_Content_Size_flag 0: no size in the header
    const skippable = Buffer.concat([Buffer.from([0x5e, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 1, 2, 3]), withSize]);
    const twoFrames = Buffer.concat([zstdCompress(utf8.subarray(0, 100)), zstdCompress(utf8.subarray(100), { contentSizeFlag: false })]);
    for (const frames of [withSize, sizeless, skippable, twoFrames]) {
      const { compression, bytes } = await decompressPlaintext(frames);
      expect(compression).toBe("zstd");
      expect(Buffer.from(bytes).equals(utf8)).toBe(true);
    }
  });

  it("reads gzip, and tells a cut-short gzip stream from a damaged one", async () => {
    const gz = zlib.gzipSync(utf8);
    expect(Buffer.from((await decompressPlaintext(gz)).bytes).equals(utf8)).toBe(true);
    expect(await codeOf(decompressPlaintext(gz.subarray(0, gz.length >> 1)))).toBe("truncated");
    expect(await codeOf(decompressPlaintext(gz.subarray(0, gz.length - 4)))).toBe("truncated");
    const damaged = Buffer.from(gz);
    damaged[damaged.length - 6]! ^= 0xff; // inside the CRC-32 of the trailer
    expect(await codeOf(decompressPlaintext(damaged))).toBe("not_compressed");
  });

  it("says truncated for a zstd frame cut inside a block", async () => {
    const frame = zstdCompress(utf8);
    expect(await codeOf(decompressPlaintext(frame.subarray(0, frame.length >> 1)))).toBe("truncated");
  });
});

describe("parseBulkDocument", () => {
  it("returns the document and the exact text of a bulk and of a time-search file", () => {
    const bulk = parseBulkDocument(utf8);
    expect(bulk.text).toBe(json);
    expect(bulk.document.response).toHaveLength(50);
    const time = JSON.stringify({ response: [{ start: "2024-01-01T00:00:00Z", end: "2024-02-01T00:00:00Z", results: sampleResults(2) }] });
    expect(parseBulkDocument(Buffer.from(time)).document.response).toHaveLength(1);
  });

  it.each([
    ["bytes that are not UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ["text that is not JSON", Buffer.from('{"response": [')],
    ["JSON without a response", Buffer.from('{"results": []}')],
    ["a response that is not an array", Buffer.from('{"response": {"a": 1}}')],
    ["a response with an item that is not an object", Buffer.from('{"response": [{"url": "x"}, 7]}')],
    ["a bare array", Buffer.from("[]")],
  ])("refuses %s as invalid_json", (_what, bytes) => {
    expect(() => parseBulkDocument(bytes)).toThrow(expect.objectContaining({ code: "invalid_json" }));
  });
});
