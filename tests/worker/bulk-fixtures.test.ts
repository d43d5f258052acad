import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DecodeError } from "../../src/worker/errors";
import type { Compression, DecodeErrorCode } from "../../src/worker/protocol";
import { decodeToken } from "../../src/worker/run-decode-job";
import { SHARED_ABSENT_REASON, SHARED_DIR, SHARED_PRESENT } from "../helpers/shared";

const BULK = path.join(SHARED_DIR, "fixtures/bulk");

/** The fixtures README's table: what a correct decoder does with each file. */
const EXPECTED: Record<string, { compression: Compression } | { code: DecodeErrorCode; lastPhase: string }> = {
  "bulk-250.zstd.fernet": { compression: "zstd" },
  "bulk-250-level19-checksum.zstd.fernet": { compression: "zstd" },
  "bulk-250-two-frames.zstd.fernet": { compression: "zstd" },
  "bulk-250.gzip.fernet": { compression: "gzip" },
  "bulk-250-tampered.zstd.fernet": { code: "wrong_key", lastPhase: "decrypting" },
  "bulk-250-other-key.zstd.fernet": { code: "wrong_key", lastPhase: "decrypting" },
  "bulk-not-zstd.zstd.fernet": { code: "not_compressed", lastPhase: "decompressing" },
  "bulk-truncated-zstd.zstd.fernet": { code: "truncated", lastPhase: "decompressing" },
};

describe.skipIf(!SHARED_PRESENT)(`decoding the bulk fixtures (${SHARED_PRESENT ? "../shared/fixtures/bulk" : SHARED_ABSENT_REASON})`, () => {
  const read = (name: string) => fs.readFileSync(path.join(BULK, name));
  const key = SHARED_PRESENT ? read("key.txt").toString("utf8").trim() : "";
  const plainSha256 = SHARED_PRESENT ? read("plain.sha256").toString("utf8").trim() : "";

  it("knows what to expect of every file in the folder", () => {
    const files = fs.readdirSync(BULK).filter((name) => name.endsWith(".fernet"));
    expect(files.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  describe.each([
    ["webcrypto", false],
    ["noble", true],
  ] as const)("with the %s path", (cryptoPath, forceFallback) => {
    it.each(Object.entries(EXPECTED))("%s", async (name, expected) => {
      const phases: string[] = [];
      const decoding = decodeToken(read(name), key, { forceFallback, onPhase: (phase) => phases.push(phase) });
      if ("compression" in expected) {
        const done = await decoding;
        expect(done.crypto).toBe(cryptoPath);
        expect(done.compression).toBe(expected.compression);
        expect(crypto.createHash("sha256").update(done.text, "utf8").digest("hex")).toBe(plainSha256);
        expect((done.document as { response: unknown[] }).response).toHaveLength(250);
        expect(done.fileBytes).toBe(read(name).length);
        expect(phases).toEqual(["decrypting", "decompressing", "parsing"]);
      } else {
        const error = await decoding.then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(DecodeError);
        expect((error as DecodeError).code).toBe(expected.code);
        expect((error as DecodeError).message.length).toBeGreaterThan(20);
        expect(phases.at(-1)).toBe(expected.lastPhase);
      }
    });
  });
});
