import fs from "node:fs";
import path from "node:path";
import { Writable } from "node:stream";
import MiniSearch from "minisearch";
import { ALGORITHMS, fastSearchRequestSchema, topicTrendRequestSchema, type Algorithm } from "../src/contract";
import { loadGroundTruth } from "../src/server/archive/demo";
import { readConfig } from "../src/server/config";
import { topicTrend } from "../src/server/engine/topic-trend";
import { startLocalEngine, type LocalEngine } from "../src/server/local-engine";
import { eventQuestions, ndcgAt10 } from "../tests/helpers/event-questions";
import { seedModel } from "../tests/helpers/model";

/**
 * Search latency and quality on a demo archive of `pages` pages (built once
 * into `dir` by the product's own code), the engine's lexical search side by
 * side with MiniSearch on the same snippets and questions.
 */
const quiet = Object.assign(new Writable({ write: (_c, _e, done) => done() }), { isTTY: false }) as unknown as NodeJS.WriteStream;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

export type LatencyTable = Record<string, Record<string, number>>;

/** Prints the figures; answers the latency table (algorithm -> p50, p95, recall@10) and topic trend p50 for scaling comparisons. */
export async function benchSearch(pages: number, dir: string): Promise<{ latency: LatencyTable; trendP50: number; snippets: number }> {
  if (!fs.existsSync(path.join(dir, "archive", "manifest.json"))) {
    console.log(`(building a ${pages}-page demo archive in ${dir} once; later runs reuse it)`);
    seedModel(dir);
  }
  const local: LocalEngine = await startLocalEngine(readConfig({ DATA_DIR: dir, ARCHIVE: "demo" }), { archiveArticles: pages, out: quiet });
  try {
    const questions = eventQuestions(await loadGroundTruth(path.join(dir, "archive", "ground-truth.jsonl")), 300);
    const { engine, store } = local;
    const latency: LatencyTable = {};
    for (const algorithm of ALGORITHMS.filter((a) => a !== "company") as Algorithm[]) {
      const times: number[] = [];
      let hits = 0;
      let ndcg = 0;
      for (const [i, q] of questions.entries()) {
        const request = fastSearchRequestSchema.parse({ question: q.question, algorithm });
        const t = performance.now();
        const results = engine.search(request);
        if (i >= 5) times.push(performance.now() - t); // the first few warm the JIT
        if (results.some((r) => q.relevant.has(r.url))) hits++;
        ndcg += ndcgAt10(results.map((r) => r.url), q.relevant);
      }
      times.sort((a, b) => a - b);
      latency[algorithm] = {
        "p50 ms": round(percentile(times, 0.5)),
        "p95 ms": round(percentile(times, 0.95)),
        "recall@10": round(hits / questions.length, 3),
        "nDCG@10": round(ndcg / questions.length, 3),
      };
    }
    console.log(`\nFast search on ${engine.corpus.docs.length} pages / ${engine.corpus.size} snippets, ${questions.length} questions from the ground truth (default settings)`);
    console.table(latency);

    const trendTimes: number[] = [];
    for (const query of ["layoffs", "acquisition", "data breach", "recall", "partnership", "fined"]) {
      const t = performance.now();
      topicTrend(engine.corpus, store.db, topicTrendRequestSchema.parse({ query }));
      trendTimes.push(performance.now() - t);
    }
    trendTimes.sort((a, b) => a - b);
    console.log(`Topic trend: p50 ${round(percentile(trendTimes, 0.5))} ms, max ${round(trendTimes[trendTimes.length - 1]!)} ms`);

    // MiniSearch over the same snippets (title joined to the first, as the engine's FTS5 index has it).
    const corpus = engine.corpus;
    const mini = new MiniSearch<{ id: number; text: string }>({ fields: ["text"], storeFields: [] });
    const t0 = performance.now();
    mini.addAll(corpus.content.map((text, s) => ({ id: s, text: s === corpus.docs[corpus.docOf[s]!]!.snippets[0] ? `${corpus.docs[corpus.docOf[s]!]!.title ?? ""} ${text}` : text })));
    const miniBuild = performance.now() - t0;
    const compare = { engine: { times: [] as number[], hits: 0 }, minisearch: { times: [] as number[], hits: 0 } };
    for (const q of questions) {
      let t = performance.now();
      const ours = engine.search(fastSearchRequestSchema.parse({ question: q.question, algorithm: "lexical" })).map((r) => r.url);
      compare.engine.times.push(performance.now() - t);
      t = performance.now();
      const theirs = mini.search(q.question).slice(0, 10).map((r) => corpus.docs[corpus.docOf[r.id as number]!]!.url);
      compare.minisearch.times.push(performance.now() - t);
      if (ours.some((u) => q.relevant.has(u))) compare.engine.hits++;
      if (theirs.some((u) => q.relevant.has(u))) compare.minisearch.hits++;
    }
    for (const side of Object.values(compare)) side.times.sort((a, b) => a - b);
    const p50 = (side: { times: number[] }) => percentile(side.times, 0.5);
    console.log(`\nLexical: the engine (FTS5 BM25, results built) against MiniSearch ${"(in-memory index, ids only; built in " + round(miniBuild / 1000) + " s)"}`);
    console.table({
      engine: { "p50 ms": round(p50(compare.engine), 2), "p95 ms": round(percentile(compare.engine.times, 0.95), 2), "recall@10": round(compare.engine.hits / questions.length, 3) },
      minisearch: { "p50 ms": round(p50(compare.minisearch), 2), "p95 ms": round(percentile(compare.minisearch.times, 0.95), 2), "recall@10": round(compare.minisearch.hits / questions.length, 3) },
    });
    console.log(`p50 latency ratio engine / MiniSearch: ${round(p50(compare.engine) / p50(compare.minisearch), 2)}`);
    return { latency, trendP50: percentile(trendTimes, 0.5), snippets: corpus.size };
  } finally {
    local.close();
  }
}
