import type { GroundTruth } from "../../src/server/archive/demo";

/**
 * Questions written from the demo archive's ground truth, one per event,
 * naming who did what to whom, in English whatever the languages the event
 * was reported in; an answer is right when it comes from an article that
 * reports that event. The quality test and `npm run bench` ask the same ones.
 */
const PHRASES: Record<string, (subject: string, object: string) => string> = {
  acquisition: (s, o) => `${s} acquisition of ${o}`,
  investment: (s, o) => `${s} investment in ${o}`,
  partnership: (s, o) => `${s} partnership with ${o}`,
  lawsuit: (s, o) => `${s} lawsuit against ${o}`,
  supply_deal: (s, o) => `${s} supply agreement with ${o}`,
  product_launch: (s, o) => `${s} launches ${o}`,
  regulatory_fine: (s, o) => `${s} fined by ${o}`,
  product_recall: (s, o) => `${s} recall of ${o}`,
  executive_appointment: (s, o) => `${s} appointed at ${o}`,
  facility_opening: (s, o) => `${s} opens new site in ${o}`,
};

export interface EventQuestion {
  question: string;
  /** URLs of the articles that report the event. */
  relevant: Set<string>;
}

export function eventQuestions(truth: GroundTruth, limit: number): EventQuestion[] {
  const urlOf = new Map(truth.articles.map((a) => [a.id, a.url]));
  return truth.events
    .filter((e) => e.object !== null && PHRASES[e.type] !== undefined)
    .slice(0, limit)
    .map((e) => ({ question: PHRASES[e.type]!(e.subject.name, e.object!.name), relevant: new Set(e.article_ids.map((id) => urlOf.get(id)!)) }));
}

/** nDCG@10 with binary relevance: each relevant page counts once, at its first place. */
export function ndcgAt10(urls: readonly string[], relevant: Set<string>): number {
  const seen = new Set<string>();
  let dcg = 0;
  urls.slice(0, 10).forEach((url, i) => {
    if (relevant.has(url) && !seen.has(url)) {
      seen.add(url);
      dcg += 1 / Math.log2(i + 2);
    }
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(10, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal > 0 ? dcg / ideal : 0;
}
