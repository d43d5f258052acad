import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createEmbedder, type Embedder } from "../../../src/server/ingest/embeddings/embedder";
import { loadWordVectors } from "../../../src/server/ingest/embeddings/word-vectors";
import { ensureModel } from "../../helpers/model";

let embedder: Embedder;
beforeAll(() => {
  const dir = ensureModel();
  embedder = createEmbedder(loadWordVectors(path.join(dir, "models", "glove-100d.wbv")));
}, 120_000);

const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe("word vectors and the SIF embedder", () => {
  it("holds the package's vocabulary in frequency order", () => {
    expect(embedder.vectors.size).toBeGreaterThan(300_000);
    expect(embedder.vectors.rank.get("the")).toBe(0);
    expect(embedder.vectors.rank.get("acquisition")!).toBeLessThan(10_000);
  });

  it("weights frequent words down", () => {
    expect(embedder.weight("the")).toBeLessThan(0.05);
    expect(embedder.weight("semiconductor")).toBeGreaterThan(0.9);
  });

  it("puts paraphrases nearer than unrelated text", () => {
    const q = embedder.embed("company buys rival chip maker");
    const near = embedder.embed("the firm agreed to acquire a competing semiconductor manufacturer");
    const far = embedder.embed("heavy rain flooded the football stadium on saturday");
    expect(cos(q, near)).toBeGreaterThan(cos(q, far) + 0.15);
    expect(Math.abs(cos(q, q) - 1)).toBeLessThan(1e-5);
  });

  it("embeds other languages by their words and trigrams, so a French paraphrase stays near", () => {
    const a = embedder.embed("le groupe annonce le rachat de son concurrent", "fr");
    const b = embedder.embed("rachat du concurrent annoncé par le groupe", "fr");
    const c = embedder.embed("la météo sera pluvieuse demain dans le nord", "fr");
    expect(cos(a, b)).toBeGreaterThan(cos(a, c));
  });
});
