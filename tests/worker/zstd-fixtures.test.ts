import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compress as zstdCompress } from "zstd-napi";
import { decompressPlaintext } from "../../src/worker/decompress";
import { DecodeError } from "../../src/worker/errors";
import { parseBulkDocument } from "../../src/worker/parse-document";
import { decodeToken } from "../../src/worker/run-decode-job";
import { fernetKey, makeFernetToken } from "../helpers/fernet";
import { SHARED_ABSENT_REASON, SHARED_DIR, SHARED_PRESENT } from "../helpers/shared";

/**
 * What fzstd, the workbench's zstd decoder, does with the reference frames.
 * Whatever it accepts, a damaged frame must end in a DecodeError at some
 * step of the decoder, never in a document shown as good.
 */
const ZSTD = path.join(SHARED_DIR, "fixtures/zstd");
const CORPUS = path.join(ZSTD, "ruzstd-decodecorpus");
const GOLDEN = path.join(ZSTD, "facebook-zstd-golden");

const sha256 = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");
async function settle<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error };
  }
}
const failureOf = async (promise: Promise<unknown>) => {
  const outcome = await settle(promise);
  return outcome.ok ? null : outcome.error;
};

/** The frame header's checksum flag (RFC 8878 §3.1.1.1.1, bit 2 of the descriptor). */
const hasChecksum = (frame: Uint8Array) => (frame[4]! & 0b100) !== 0;

describe.skipIf(!SHARED_PRESENT)(`fzstd on the zstd reference frames (${SHARED_PRESENT ? "../shared/fixtures/zstd" : SHARED_ABSENT_REASON})`, () => {
  const corpus = SHARED_PRESENT ? fs.readdirSync(CORPUS).filter((name) => name.endsWith(".zst")) : [];

  it("reproduces every pair of the decodecorpus byte for byte", async () => {
    expect(corpus.length).toBe(101);
    for (const name of corpus) {
      const { compression, bytes } = await decompressPlaintext(fs.readFileSync(path.join(CORPUS, name)));
      expect(compression).toBe("zstd");
      expect(Buffer.from(bytes).equals(fs.readFileSync(path.join(CORPUS, name.slice(0, -4)))), name).toBe(true);
    }
  });

  it("never returns a short output for a frame cut short: an error, or everything when only the unchecked checksum was cut", async () => {
    const outcomes = { truncated: 0, not_compressed: 0, complete: 0 };
    for (const name of corpus) {
      const frame = fs.readFileSync(path.join(CORPUS, name));
      const original = fs.readFileSync(path.join(CORPUS, name.slice(0, -4)));
      for (const cut of new Set([frame.length >> 2, frame.length >> 1, frame.length - 5, frame.length - 4, frame.length - 1])) {
        if (cut <= 4) continue;
        const outcome = await settle(decompressPlaintext(frame.subarray(0, cut)));
        if (!outcome.ok) {
          expect(outcome.error).toBeInstanceOf(DecodeError);
          const { code } = outcome.error as DecodeError;
          expect(["truncated", "not_compressed"]).toContain(code);
          outcomes[code as "truncated" | "not_compressed"]++;
        } else {
          expect(Buffer.from(outcome.value.bytes).equals(original), `${name} cut to ${cut}`).toBe(true);
          expect(hasChecksum(frame) && frame.length - cut <= 4, `${name} cut to ${cut}`).toBe(true);
          outcomes.complete++;
        }
      }
    }
    // Most cuts land inside a block and are reported as an early end.
    expect(outcomes.truncated).toBeGreaterThan(outcomes.not_compressed + outcomes.complete);
  });

  it("decodes three of the four golden frames exactly and refuses zeroSeq_2B, a valid frame it cannot read", async () => {
    const sums = new Map(
      fs
        .readFileSync(path.join(GOLDEN, "SHA256SUMS"), "utf8")
        .trim()
        .split("\n")
        .map((line) => line.split(/\s+/).reverse() as [string, string]),
    );
    const decoded: Record<string, string> = {};
    for (const name of fs.readdirSync(path.join(GOLDEN, "golden-decompression"))) {
      const stem = name.replace(/\.zst$/, "");
      const outcome = await settle(decompressPlaintext(fs.readFileSync(path.join(GOLDEN, "golden-decompression", name))));
      if (!outcome.ok) decoded[stem] = (outcome.error as DecodeError).code;
      else decoded[stem] = sha256(outcome.value.bytes) === sums.get(`expected-output/${stem}`) ? "exact" : "wrong";
    }
    expect(decoded).toEqual({ "block-128k": "exact", "empty-block": "exact", "rle-first-block": "exact", zeroSeq_2B: "not_compressed" });
  });

  it("round-trips the golden compression inputs compressed by libzstd at low, default and high levels", async () => {
    const dir = path.join(GOLDEN, "golden-compression");
    const names = fs.readdirSync(dir);
    expect(names.length).toBe(4);
    for (const name of names) {
      const original = fs.readFileSync(path.join(dir, name));
      for (const compressionLevel of [1, 3, 19]) {
        const frame = zstdCompress(original, { compressionLevel, checksumFlag: compressionLevel === 19 });
        const { bytes } = await decompressPlaintext(frame);
        expect(Buffer.from(bytes).equals(original), `${name} at level ${compressionLevel}`).toBe(true);
      }
    }
  });

  describe("the golden frames a decoder must reject", () => {
    const names = SHARED_PRESENT ? fs.readdirSync(path.join(GOLDEN, "golden-decompression-errors")) : [];
    const read = (name: string) => fs.readFileSync(path.join(GOLDEN, "golden-decompression-errors", name));

    it("records which ones fzstd itself refuses: only zeroSeq_extraneous", async () => {
      const refusedByFzstd: string[] = [];
      for (const name of names) if ((await failureOf(decompressPlaintext(read(name)))) instanceof DecodeError) refusedByFzstd.push(name);
      expect(names.length).toBe(3);
      expect(refusedByFzstd).toEqual(["zeroSeq_extraneous.zst"]);
    });

    it.each(names)("%s ends in a DecodeError for the user, after decompression or at the JSON step", async (name) => {
      const afterDecrypt = async () => parseBulkDocument((await decompressPlaintext(read(name))).bytes);
      const error = await failureOf(afterDecrypt());
      expect(error).toBeInstanceOf(DecodeError);
      expect(["not_compressed", "truncated", "invalid_json"]).toContain((error as DecodeError).code);

      // The same frame inside an authentic Fernet token: decrypts, then fails the same way.
      const key = fernetKey();
      const viaToken = await failureOf(decodeToken(Buffer.from(makeFernetToken(read(name), key)), key));
      expect((viaToken as DecodeError).code).toBe((error as DecodeError).code);
    });
  });
});
