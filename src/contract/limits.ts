/**
 * Every bound and default of the interface's Limits table and field tables,
 * written once. Schemas, forms, the engine and tests all read them from here.
 * Values marked "decided" are not shown by the interface; decisions.md or this
 * project chose them.
 */
export const LIMITS = {
  instruction: { minLength: 1, maxLength: 500, default: "Retrieve semantically similar text." },
  question: { minLength: 1, maxLength: 500 },
  expansions: { maxItems: 10 },
  mustInclude: { maxItems: 100 },
  mustExclude: { maxItems: 100 },
  companies: { maxItems: 3 },
  minSimilarity: { min: 0, max: 1, default: 0 },
  nResults: { min: 10, max: 100, default: 10 },
  nProbes: { min: 5, max: 50, default: 30 },
  nContextify: { min: 64, max: 1024, default: 256 },
  sqlFilter: { default: "SELECT loc FROM engine", maxLength: 10_000 /* decided */ },
  /** Bulk search: "up to 10,000"; the lower bound and default are decided. */
  bulkNResults: { min: 10, max: 10_000, default: 1_000 },
  /**
   * Time search: results per interval (decided). Up to 1,000 per interval, so
   * the 50,000 total is a real second limit: 50 buckets x 1,000, 500 x 100.
   */
  timeNResults: { min: 1, max: 1_000, default: 10 },
  timeBuckets: { max: 500 },
  timeTotalResults: { max: 50_000 },
  bulkDurationSeconds: { min: 15, max: 45 },
  /** Decided: agent prompts are free text, bounded like a long question. */
  agentPrompt: { minLength: 1, maxLength: 2_000 },
  topicQuery: { minLength: 1, maxLength: 500 /* decided */ },
  savedSearchName: { minLength: 1, maxLength: 100 },
  searchId: { minLength: 1 },
  resolverLimit: { min: 1, max: 50, default: 10 },
  resolverQuery: { minLength: 1, maxLength: 500 /* decided */ },
  relationshipLimit: { min: 1, max: 500, default: 50 },
  relationshipRequestSeconds: 25,
  /** decisions.md: 413 above 1 MiB. */
  bodyBytes: 1024 * 1024,
  /** decisions.md: files expire after 24 h by default. */
  downloadTtlSeconds: 24 * 60 * 60,
  scrape: { maxRedirects: 5, maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000 },
} as const;

/**
 * The question used when a request has none. The interface says only "a
 * built-in sample question (sample data, not reproduced)"; this is ours.
 */
export const DEFAULT_QUESTION = "Which companies announced acquisitions or partnerships recently?";
