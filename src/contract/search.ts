import { z } from "zod";
import {
  Agent,
  Algorithm,
  BrandSafety,
  Continent,
  CountryName,
  IabTier1,
  IabTier2,
  IabTier3,
  IabTier4,
  Industry,
  IndustryGroup,
  Language,
  Region,
  Sector,
  SubIndustry,
} from "./enums";
import { DEFAULT_QUESTION, LIMITS } from "./limits";
import { countTimeBuckets, parseIsoDateTime, FREQUENCY_PATTERN } from "./time-buckets";
import { INT_TYPE_MESSAGE, pydanticIssue } from "./validation";

// ---------------------------------------------------------------------------
// Requests. Unknown fields are refused (extra_forbidden), so every request
// object is strict. Types are strict too: "10" is not an integer here. The
// interface does not say how lax the real service is; a strict contract keeps
// the workbench and the local service honest about what they send.
// ---------------------------------------------------------------------------

const text = (bounds: { minLength: number; maxLength: number }) =>
  z.string().min(bounds.minLength).max(bounds.maxLength);
const int = (bounds: { min: number; max: number }) =>
  z
    .int({ error: (issue) => (issue.code === "invalid_type" && issue.input !== undefined ? INT_TYPE_MESSAGE : undefined) })
    .min(bounds.min)
    .max(bounds.max);
const strings = (maxItems: number) => z.array(z.string()).max(maxItems);

/** The fields every question-based search shares (fast, rich, bulk, time). */
const searchFields = {
  instruction: text(LIMITS.instruction).default(LIMITS.instruction.default),
  question: text(LIMITS.question).default(DEFAULT_QUESTION),
  expansions: z.array(text(LIMITS.question)).max(LIMITS.expansions.maxItems).default([]),
  sql_filter: z.string().max(LIMITS.sqlFilter.maxLength).default(LIMITS.sqlFilter.default),
  algorithm: Algorithm.default("hybrid-3"),
  min_similarity: z.number().min(LIMITS.minSimilarity.min).max(LIMITS.minSimilarity.max).default(LIMITS.minSimilarity.default),
  must_exclude: strings(LIMITS.mustExclude.maxItems).default([]),
  must_include: strings(LIMITS.mustInclude.maxItems).default([]),
  brand_safety: BrandSafety.nullable().default(null),
  language: Language.nullable().default(null),
  continent: Continent.nullable().default(null),
  region: Region.nullable().default(null),
  country: CountryName.nullable().default(null),
  sector: Sector.nullable().default(null),
  industry_group: IndustryGroup.nullable().default(null),
  industry: Industry.nullable().default(null),
  sub_industry: SubIndustry.nullable().default(null),
  iab_tier_1: IabTier1.nullable().default(null),
  iab_tier_2: IabTier2.nullable().default(null),
  iab_tier_3: IabTier3.nullable().default(null),
  iab_tier_4: IabTier4.nullable().default(null),
  companies: strings(LIMITS.companies.maxItems).default([]),
  collection: z.enum(["everything", "this-week"]).nullable().default(null),
  deduplicate: z.boolean().default(false),
  internal_use: z.record(z.string(), z.unknown()).nullable().default(null),
  n_probes: int(LIMITS.nProbes).default(LIMITS.nProbes.default),
  n_contextify: int(LIMITS.nContextify).default(LIMITS.nContextify.default),
};

export const fastSearchRequestSchema = z.strictObject({
  ...searchFields,
  n_results: int(LIMITS.nResults).default(LIMITS.nResults.default),
});
export type FastSearchRequest = z.infer<typeof fastSearchRequestSchema>;
/** What a caller may send: every field optional. */
export type FastSearchInput = z.input<typeof fastSearchRequestSchema>;

export const ENRICHMENTS = ["profile", "targeting", "history", "signals", "vectors"] as const;
export type Enrichment = (typeof ENRICHMENTS)[number];

export const richSearchRequestSchema = z.strictObject({
  ...searchFields,
  n_results: int(LIMITS.nResults).default(LIMITS.nResults.default),
  enrich_profile: z.boolean().default(false),
  enrich_targeting: z.boolean().default(false),
  enrich_history: z.boolean().default(false),
  enrich_signals: z.boolean().default(false),
  enrich_vectors: z.boolean().default(false),
});
export type RichSearchRequest = z.infer<typeof richSearchRequestSchema>;
export type RichSearchInput = z.input<typeof richSearchRequestSchema>;

export const bulkSearchRequestSchema = z.strictObject({
  ...searchFields,
  n_results: int(LIMITS.bulkNResults).default(LIMITS.bulkNResults.default),
});
export type BulkSearchRequest = z.infer<typeof bulkSearchRequestSchema>;
export type BulkSearchInput = z.input<typeof bulkSearchRequestSchema>;

export const TIME_SORTS = ["ascending", "descending"] as const;

const isoDateTime = z.string().superRefine((value, ctx) => {
  if (!parseIsoDateTime(value)) {
    ctx.addIssue({
      code: "custom",
      ...pydanticIssue({
        type: "datetime_from_date_parsing",
        msg: "Input should be a valid datetime or date, expected an ISO 8601 date-time such as 2024-01-31T00:00:00Z",
      }),
    });
  }
});

export const timeSearchRequestSchema = z
  .strictObject({
    ...searchFields,
    start: isoDateTime,
    end: isoDateTime,
    frequency: z.string().regex(FREQUENCY_PATTERN),
    sort: z.enum(TIME_SORTS).default("ascending"),
    require_timezone: z.boolean().default(false),
    n_results: int(LIMITS.timeNResults).default(LIMITS.timeNResults.default),
  })
  .superRefine((request, ctx) => {
    const start = parseIsoDateTime(request.start);
    const end = parseIsoDateTime(request.end);
    // zod runs this even when a field failed; judge the whole only when the parts are sound.
    if (!start || !end || !FREQUENCY_PATTERN.test(request.frequency)) return;
    const nResultsSound = Number.isInteger(request.n_results) && request.n_results >= LIMITS.timeNResults.min && request.n_results <= LIMITS.timeNResults.max;
    if (request.require_timezone) {
      for (const field of ["start", "end"] as const) {
        if (!(field === "start" ? start : end).hasOffset) {
          ctx.addIssue({
            code: "custom",
            path: [field],
            ...pydanticIssue({
              type: "timezone_aware",
              msg: "Input should have timezone info (require_timezone is true)",
            }),
          });
        }
      }
    }
    if (end.epochMs <= start.epochMs) {
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        ...pydanticIssue({ type: "value_error", msg: "Value error, end must be after start", ctx: { error: "end must be after start" } }),
      });
      return;
    }
    const buckets = countTimeBuckets(start.epochMs, end.epochMs, request.frequency, LIMITS.timeBuckets.max + 1);
    if (buckets > LIMITS.timeBuckets.max) {
      const error = `the range from start to end at frequency ${request.frequency} makes more than ${LIMITS.timeBuckets.max} buckets (the limit is ${LIMITS.timeBuckets.max} buckets per request)`;
      ctx.addIssue({
        code: "custom",
        path: ["frequency"],
        ...pydanticIssue({ type: "value_error", msg: `Value error, ${error}`, ctx: { error, limit: "buckets", max: LIMITS.timeBuckets.max } }),
      });
    } else if (nResultsSound && buckets * request.n_results > LIMITS.timeTotalResults.max) {
      const error = `${buckets} buckets x ${request.n_results} results = ${buckets * request.n_results} requested results (the limit is ${LIMITS.timeTotalResults.max} results per request)`;
      ctx.addIssue({
        code: "custom",
        path: ["n_results"],
        ...pydanticIssue({ type: "value_error", msg: `Value error, ${error}`, ctx: { error, limit: "total_results", max: LIMITS.timeTotalResults.max } }),
      });
    }
  });
export type TimeSearchRequest = z.infer<typeof timeSearchRequestSchema>;
export type TimeSearchInput = z.input<typeof timeSearchRequestSchema>;

/** Agent search: the agent expands the prompt itself; callers send no expansions or filters. */
export const agentSearchRequestSchema = z.strictObject({
  prompt: text(LIMITS.agentPrompt),
  agent: Agent.default("cybernaut-1"),
  n_results: int(LIMITS.nResults).default(LIMITS.nResults.default),
});
export type AgentSearchRequest = z.infer<typeof agentSearchRequestSchema>;
export type AgentSearchInput = z.input<typeof agentSearchRequestSchema>;

export const scrapeUrlRequestSchema = z.strictObject({
  url: z.string().superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", ...pydanticIssue({ type: "url_parsing", msg: "Input should be a valid URL, relative URL without a base" }) });
      return;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      ctx.addIssue({
        code: "custom",
        ...pydanticIssue({ type: "url_scheme", msg: "URL scheme should be 'http' or 'https'", ctx: { expected_schemes: "'http' or 'https'" } }),
      });
    }
  }),
});
export type ScrapeUrlRequest = z.infer<typeof scrapeUrlRequestSchema>;

export const topicTrendRequestSchema = z.strictObject({
  query: text(LIMITS.topicQuery),
  sql_filter: z.string().max(LIMITS.sqlFilter.maxLength).default(LIMITS.sqlFilter.default),
});
export type TopicTrendRequest = z.infer<typeof topicTrendRequestSchema>;
export type TopicTrendInput = z.input<typeof topicTrendRequestSchema>;

export const SAVABLE_OPERATIONS = ["search", "fast-search", "rich-search", "bulk-search", "time-search", "topic-trend"] as const;
export type SavableOperation = (typeof SAVABLE_OPERATIONS)[number];

export const savableRequestSchemas = {
  search: agentSearchRequestSchema,
  "fast-search": fastSearchRequestSchema,
  "rich-search": richSearchRequestSchema,
  "bulk-search": bulkSearchRequestSchema,
  "time-search": timeSearchRequestSchema,
  "topic-trend": topicTrendRequestSchema,
} as const satisfies Record<SavableOperation, z.ZodType>;

export const saveSearchRequestSchema = z
  .strictObject({
    name: text(LIMITS.savedSearchName),
    operation: z.enum(SAVABLE_OPERATIONS),
    request: z.record(z.string(), z.unknown()),
  })
  .superRefine((body, ctx) => {
    // The saved request is validated as its own operation would validate it,
    // with paths under `request` so the 422 points at the field at fault.
    const result = savableRequestSchemas[body.operation].safeParse(body.request, { reportInput: true });
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ ...issue, path: ["request", ...issue.path] } as z.core.$ZodRawIssue);
    }
  })
  .transform((body) => ({
    ...body,
    request: savableRequestSchemas[body.operation].parse(body.request) as Record<string, unknown>,
  }));
export type SaveSearchRequest = z.infer<typeof saveSearchRequestSchema>;
export type SaveSearchInput = z.input<typeof saveSearchRequestSchema>;

export const deleteSearchRequestSchema = z.strictObject({
  search_id: z.string().min(LIMITS.searchId.minLength),
});
export type DeleteSearchRequest = z.infer<typeof deleteSearchRequestSchema>;

export const getSearchesRequestSchema = z.strictObject({});
export type GetSearchesRequest = z.infer<typeof getSearchesRequestSchema>;

// ---------------------------------------------------------------------------
// Responses (decisions.md §1).
// ---------------------------------------------------------------------------

const nullableString = z.string().nullable();

export const profileEnrichmentSchema = z.object({
  netloc: z.string(),
  name: nullableString,
  kind: nullableString,
  languages: z.array(z.string()),
  countries: z.array(z.string()),
  first_seen: nullableString,
  last_seen: nullableString,
  documents: z.number().int(),
});

export const targetingEnrichmentSchema = z.object({
  iab_tier_1: z.array(z.string()),
  iab_tier_2: z.array(z.string()),
  gics: z.object({
    sector: nullableString,
    industry_group: nullableString,
    industry: nullableString,
    sub_industry: nullableString,
  }),
  brand_safety: BrandSafety.nullable(),
  keywords: z.array(z.string()),
});

export const historyEnrichmentSchema = z.object({
  netloc: z.string(),
  months: z.array(z.object({ month: z.string(), documents: z.number().int() })),
});

export const signalsEnrichmentSchema = z.record(z.string(), z.number().nullable());

export const vectorsEnrichmentSchema = z.object({ dims: z.number().int(), bits: z.string() });

export const resultSchema = z.object({
  url: z.string(),
  url_hash: z.string(),
  title: nullableString,
  description: nullableString,
  netloc: z.string(),
  published: nullableString,
  modified: nullableString,
  visited: nullableString,
  author: nullableString,
  content: z.string(),
  language: nullableString,
  similarity: z.number().min(0).max(1),
  snippet_hash: z.string(),
  snum: z.number().int(),
  stot: z.number().int(),
  words: z.number().int(),
  chars: z.number().int(),
  brand_safety: nullableString,
  continent: nullableString,
  region: nullableString,
  country: nullableString,
  sector: nullableString,
  industry_group: nullableString,
  industry: nullableString,
  sub_industry: nullableString,
  iab_tier_1: nullableString,
  iab_tier_2: nullableString,
  iab_tier_3: nullableString,
  iab_tier_4: nullableString,
  companies: z.array(z.string()),
  profile: profileEnrichmentSchema.optional(),
  targeting: targetingEnrichmentSchema.optional(),
  history: historyEnrichmentSchema.optional(),
  signals: signalsEnrichmentSchema.optional(),
  vectors: vectorsEnrichmentSchema.optional(),
});
export type Result = z.infer<typeof resultSchema>;

const envelope = <T extends z.ZodType>(payload: T) =>
  z.object({ response: payload, request_id: z.string(), took_ms: z.number() });

export const searchResponseSchema = envelope(z.array(resultSchema));
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const agentStrategySchema = z.object({
  prompt: z.string(),
  angles: z.array(
    z.object({
      name: z.string(),
      question: z.string(),
      algorithm: Algorithm,
      filters: z.record(z.string(), z.unknown()),
      results: z.number().int(),
    }),
  ),
  expansions: z.array(z.string()),
  filters: z.record(z.string(), z.unknown()),
  probes: z.number().int(),
});
export const agentSearchResponseSchema = searchResponseSchema.extend({ strategy: agentStrategySchema });
export type AgentSearchResponse = z.infer<typeof agentSearchResponseSchema>;

export const TASK_STATUSES = ["queued", "running", "done", "failed", "expired"] as const;
export const bulkResponseSchema = z.object({
  download_from: z.string(),
  decrypt_using: z.string(),
  task_id: z.string(),
  status: z.enum(TASK_STATUSES),
});
export type BulkResponse = z.infer<typeof bulkResponseSchema>;

/** The decrypted, decompressed plaintext of a bulk file. */
export const bulkPlaintextSchema = z.object({ response: z.array(resultSchema) });
export type BulkPlaintext = z.infer<typeof bulkPlaintextSchema>;
/** The decrypted, decompressed plaintext of a time-search file. */
export const timePlaintextSchema = z.object({
  response: z.array(z.object({ start: z.string(), end: z.string(), results: z.array(resultSchema) })),
});
export type TimePlaintext = z.infer<typeof timePlaintextSchema>;

export const scrapeResponseSchema = z.object({
  response: z.object({
    request: z.object({ url: z.string(), fetched_at: z.string(), status: z.number().int(), content_type: nullableString }),
    page: z.object({
      url: z.string(),
      final_url: z.string(),
      netloc: z.string(),
      title: nullableString,
      description: nullableString,
      author: nullableString,
      published: nullableString,
      modified: nullableString,
      language: nullableString,
      canonical: nullableString,
      image: nullableString,
    }),
    full_text: z.string(),
    snippets: z.array(
      z.object({
        snippet_hash: z.string(),
        content: z.string(),
        snum: z.number().int(),
        words: z.number().int(),
        chars: z.number().int(),
        language: nullableString,
      }),
    ),
    metadata: z.record(z.string(), z.unknown()),
    structured: z.array(z.unknown()),
    companies: z.array(z.string()),
    languages: z.record(z.string(), z.number()),
    statistics: z.object({
      words: z.number().int(),
      sentences: z.number().int(),
      paragraphs: z.number().int(),
      links: z.number().int(),
      images: z.number().int(),
      reading_time_s: z.number(),
    }),
    url_tree: z.object({ scheme: z.string(), netloc: z.string(), path: z.string(), query: z.string(), fragment: z.string() }),
  }),
  request_id: z.string().optional(),
  took_ms: z.number().optional(),
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;

export const topicTrendResponseSchema = z.object({
  response: z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.number().min(0).max(1)),
  request_id: z.string().optional(),
  took_ms: z.number().optional(),
});
export type TopicTrendResponse = z.infer<typeof topicTrendResponseSchema>;

export const savedSearchSchema = z.object({
  search_id: z.string(),
  name: z.string(),
  operation: z.enum(SAVABLE_OPERATIONS),
  request: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const saveSearchResponseSchema = envelope(savedSearchSchema);
export const getSearchesResponseSchema = envelope(z.array(savedSearchSchema));
export const deleteSearchResponseSchema = envelope(z.object({ search_id: z.string(), deleted: z.literal(true) }));
