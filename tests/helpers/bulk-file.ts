import crypto from "node:crypto";
import zlib from "node:zlib";
import { compress as zstdCompress } from "zstd-napi";
import type { Result } from "../../src/contract";
import { makeFernetToken } from "./fernet";

/**
 * Bulk files as the service writes them (decisions.md "Bulk and time
 * search"), made with Node's crypto, zstd-napi and zlib: independent of the
 * decoder they test and measure.
 */

const WORDS = ("harbour ledger quarterly results merger shipping freight tariff regulator board shares guidance revenue " +
  "supplier plant outage lawsuit settlement acquisition partnership investment données marché Übernahme 港口 株式").split(" ");
const OUTLETS = ["harbor-ledger.example", "nordwind-zeitung.example", "le-quotidien-tech.example", "cape-markets.example"];

/** Deterministic text of about `chars` characters, mostly ASCII with some accented and CJK words. */
function prose(random: () => number, chars: number): string {
  const words: string[] = [];
  let length = 0;
  while (length < chars) {
    const word = WORDS[Math.floor(random() * WORDS.length)]!;
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ");
}

/** `count` plausible results with about `contentChars` characters of snippet text each. */
export function sampleResults(count: number, contentChars = 1000, seed = 1): Result[] {
  let state = seed;
  const random = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  return Array.from({ length: count }, (_, i) => {
    const netloc = OUTLETS[i % OUTLETS.length]!;
    const content = prose(random, contentChars);
    const day = `2024-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`;
    return {
      url: `https://${netloc}/news/${day}/${i}`,
      url_hash: crypto.createHash("sha1").update(String(i)).digest("hex").slice(0, 24),
      title: prose(random, 60),
      description: i % 3 === 0 ? null : prose(random, 140),
      netloc,
      published: day,
      modified: null,
      visited: `${day}T08:00:00Z`,
      author: i % 5 === 0 ? null : "Staff writer",
      content,
      language: ["en", "de", "fr", "en"][i % 4]!,
      similarity: Math.round((1 - i / (count * 1.1)) * 1e4) / 1e4,
      snippet_hash: crypto.createHash("sha1").update(`s${i}`).digest("hex").slice(0, 24),
      snum: i % 7,
      stot: 7,
      words: content.split(" ").length,
      chars: content.length,
      brand_safety: "safe",
      continent: "Europe",
      region: "Western Europe",
      country: ["GB", "DE", "FR", "GB"][i % 4]!,
      sector: "Industrials",
      industry_group: "Transportation",
      industry: "Marine",
      sub_industry: "Marine Ports & Services",
      iab_tier_1: "Business and Finance",
      iab_tier_2: "Industries",
      iab_tier_3: null,
      iab_tier_4: null,
      companies: i % 2 ? ["Harbor Ledger Holdings"] : [],
    };
  });
}

export type FileCompression = "zstd" | "gzip";

export function compressPlaintext(text: string, compression: FileCompression): Buffer {
  const bytes = Buffer.from(text, "utf8");
  return compression === "zstd" ? zstdCompress(bytes, { compressionLevel: 3 }) : zlib.gzipSync(bytes);
}

/** The file the service serves: the Fernet token text of the compressed JSON. */
export function makeBulkFile(text: string, key: string, compression: FileCompression): Buffer {
  return Buffer.from(makeFernetToken(compressPlaintext(text, compression), key));
}
