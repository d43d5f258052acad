import { z } from "zod";
import { LIMITS } from "./limits";
import { pydanticIssue } from "./validation";

/**
 * The entity resolver and the relationship-events route, with the follow-up
 * routes decisions.md §2 names. Their query errors are 400 `invalid_request`
 * (not the search family's 422), so the server maps issues to the atlas error
 * body with the first offending parameter.
 */
export const ENTITY_TYPES = ["ORG", "PERSON", "GPE", "PRODUCT"] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const EntityType = z.enum(ENTITY_TYPES);

export const MATCH_KINDS = ["exact", "alias", "identifier", "prefix", "fuzzy"] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z.string().regex(DATE).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
  message: "must be a real date written YYYY-MM-DD",
});

/** Query parameters arrive as text; integers are parsed strictly (digits only). */
const queryInt = (bounds: { min: number; max: number }) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(bounds.min).max(bounds.max));

export const resolveQuerySchema = z.strictObject({
  q: z.string().trim().min(LIMITS.resolverQuery.minLength).max(LIMITS.resolverQuery.maxLength),
  types: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined) return;
      const allowed = [...ENTITY_TYPES, "TICKER"] as string[];
      const bad = value.split(",").map((t) => t.trim()).filter((t) => !allowed.includes(t.toUpperCase()));
      if (bad.length > 0) {
        ctx.addIssue({ code: "custom", ...pydanticIssue({ type: "value_error", msg: `unknown type ${bad.join(", ")}; use ${allowed.join(", ")}` }) });
      }
    }),
  limit: queryInt(LIMITS.resolverLimit).default(LIMITS.resolverLimit.default),
  min_events: queryInt({ min: 0, max: Number.MAX_SAFE_INTEGER }).optional(),
  as_of: isoDate.optional(),
});
export type ResolveQuery = z.infer<typeof resolveQuerySchema>;
export type ResolveQueryInput = z.input<typeof resolveQuerySchema>;

const eventsByYear = z.array(z.object({ year: z.string(), count: z.number().int() }));

export const resolverCandidateSchema = z.object({
  kind: z.enum(["entity", "ticker"]),
  type: z.string().optional(),
  ticker: z.string().optional(),
  name: z.string(),
  match: z.enum(MATCH_KINDS),
  score: z.number(),
  total_events: z.number().int(),
  first_date: z.string().optional(),
  last_date: z.string().optional(),
  identifiers: z.record(z.string(), z.string().nullable()).optional(),
  events_url: z.string(),
  filter: z.record(z.string(), z.object({ eq: z.string() })),
  profile: z.object({
    kind: z.string(),
    type: z.string().optional(),
    name: z.string(),
    normalized: z.string(),
    total_events: z.number().int(),
    first_date: z.string().nullable(),
    last_date: z.string().nullable(),
  }),
  metadata: z.object({
    events_by_year: eventsByYear,
    facets: z.record(z.string(), z.unknown()),
    numeric: z.record(z.string(), z.unknown()),
  }),
  reference: z.object({ company_name: z.string(), identifiers: z.record(z.string(), z.string().nullable()) }).optional(),
});
export type ResolverCandidate = z.infer<typeof resolverCandidateSchema>;

export const RESOLVER_SCHEMA = "entity-resolver.v1";
export const resolverResponseSchema = z.object({
  schema: z.literal(RESOLVER_SCHEMA),
  q: z.string(),
  count: z.number().int(),
  results: z.array(resolverCandidateSchema),
  as_of: z.object({ index_build: z.string(), archive_cutoff: z.string() }),
  took_ms: z.number(),
});
export type ResolverResponse = z.infer<typeof resolverResponseSchema>;

export const PREDICATE_PATTERN = /^[a-z]+(_[a-z]+)*$/;

export const relationshipEventsQuerySchema = z
  .strictObject({
    subject_type: z.string(),
    subject: z.string().min(1),
    predicate: z.string().min(1),
    object_type: z.string(),
    object: z.string().min(1),
    limit: queryInt(LIMITS.relationshipLimit).default(LIMITS.relationshipLimit.default),
    cursor: z.string().min(1).optional(),
    as_of: isoDate.optional(),
    to: isoDate.optional(),
    from: isoDate.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.as_of !== undefined && query.to !== undefined && query.as_of !== query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "`to` is the same parameter as `as_of`; send one of them" });
    }
  })
  .transform(({ to, ...query }) => ({ ...query, as_of: query.as_of ?? to }));
export type RelationshipEventsQuery = z.infer<typeof relationshipEventsQuerySchema>;
export type RelationshipEventsQueryInput = z.input<typeof relationshipEventsQuerySchema>;

export const RELATIONSHIP_SCHEMA = "relationship-events.v1";
export const relationshipEventsResponseSchema = z.object({
  relationship: z.object({
    subject: z.object({ type: z.string(), name: z.string() }),
    predicate: z.string(),
    object: z.object({ type: z.string(), name: z.string() }),
    support: z.number().int(),
    first_seen: z.string().nullable(),
    last_seen: z.string().nullable(),
  }),
  events: z.array(z.object({ event_id: z.string(), date: z.string() })),
  total: z.number().int(),
  count: z.number().int(),
  order: z.literal("desc"),
  next_cursor: z.string().nullable(),
  schema: z.literal(RELATIONSHIP_SCHEMA),
  as_of: z.string(),
  date_window: z.object({ from: z.string().nullable(), to: z.string(), archive_cutoff: z.string(), include_live: z.literal(false) }),
  release: z.string(),
  took_ms: z.number().int(),
});
export type RelationshipEventsResponse = z.infer<typeof relationshipEventsResponseSchema>;

export const relationshipTypesResponseSchema = z.object({
  schema: z.literal("relationship-types.v1"),
  release: z.string(),
  predicates: z.array(z.object({ predicate: z.string(), subject_types: z.array(z.string()), object_types: z.array(z.string()), relationships: z.number().int() })),
});

export const eventParamsSchema = z.strictObject({ date: isoDate, event_id: z.string().min(1) });

export const eventRecordSchema = z.object({
  event_id: z.string(),
  date: z.string(),
  type: z.string(),
  summary: z.string(),
  subject: z.object({ type: z.string(), name: z.string() }),
  predicate: z.string(),
  object: z.object({ type: z.string(), name: z.string() }).nullable(),
  sources: z.array(z.object({ url: z.string(), netloc: z.string(), title: z.string().nullable(), published: z.string().nullable(), text: z.string() })),
  release: z.string(),
});
export type EventRecord = z.infer<typeof eventRecordSchema>;

export const timelineQuerySchema = z.strictObject({
  limit: queryInt(LIMITS.relationshipLimit).default(LIMITS.relationshipLimit.default),
  cursor: z.string().min(1).optional(),
  from: isoDate.optional(),
  as_of: isoDate.optional(),
});

export const timelineResponseSchema = z.object({
  schema: z.literal("entity-timeline.v1"),
  subject: z.object({ kind: z.enum(["entity", "ticker"]), type: z.string().optional(), name: z.string(), ticker: z.string().optional() }),
  events: z.array(z.object({ event_id: z.string(), date: z.string(), type: z.string(), summary: z.string() })),
  total: z.number().int(),
  count: z.number().int(),
  order: z.literal("desc"),
  next_cursor: z.string().nullable(),
  release: z.string(),
});
