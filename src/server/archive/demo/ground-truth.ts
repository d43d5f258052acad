// The ground-truth sidecar: what the generator knows and extraction must
// recover. One JSON record per line, each with a `kind`; snake_case keys like
// the service's own JSON. Tests read it to score extraction; the index never does.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type { DemoArticle } from "./articles";
import type { Outlet } from "./outlets";
import { metaModifiedDay } from "./render";
import type { BigStory, BrandSafetyLabel, EntityType, EventDetails, Money, Org, Person, Place, Product, World, WorldEvent } from "./types";

export const GROUND_TRUTH_FILE = "ground-truth.jsonl";
export const GROUND_TRUTH_SCHEMA = "demo-ground-truth.v1";

export interface HeaderRecord {
  kind: "header";
  schema: string;
  seed: number;
  generator_version: string;
  archive_cutoff: string;
  fictional: true;
  notice: string;
}

export interface OrgRecord {
  kind: "org";
  id: string;
  org_kind: Org["kind"];
  name: string;
  legal_name: string;
  aliases: string[];
  former_names: { name: string; until: string }[];
  country: string;
  continent: string;
  region: string;
  hq_place_id: string;
  founded: number;
  gics: { sector: string; industry_group: string; industry: string; sub_industry: string; code: string } | null;
  listing: { ticker: string; exchange: string; exchange_name: string; isin: string; figi: string; listed_since: string; delisted_on: string | null } | null;
  identifiers: { lei: string | null; cik: string | null; qid: string };
  employees: number;
  acquired_by: string | null;
  acquired_on: string | null;
}

export interface PersonRecord {
  kind: "person";
  id: string;
  name: string;
  given_name: string;
  family_name: string;
  gender: Person["gender"];
  country: string;
  roles: { org_id: string; role: string; from: string; to: string | null }[];
}

export interface PlaceRecord {
  kind: "place";
  id: string;
  name: string;
  country: string;
  continent: string;
  region: string;
  iso2: string;
}

export interface ProductRecord {
  kind: "product";
  id: string;
  name: string;
  org_id: string;
  category: string;
  launched: string;
}

export interface EntityRefRecord {
  type: EntityType;
  id: string;
  name: string;
}

export interface EventRecord {
  kind: "event";
  id: string;
  type: string;
  predicate: string;
  date: string;
  subject: EntityRefRecord;
  object: EntityRefRecord | null;
  org_ids: string[];
  amount: Money | null;
  details: Record<string, unknown>;
  story_id: string | null;
  article_ids: string[];
}

export interface StoryRecord {
  kind: "story";
  id: string;
  story_kind: string;
  title: string;
  org_id: string;
  event_ids: string[];
  start: string;
  end: string;
}

export interface OutletRecord {
  kind: "outlet";
  id: string;
  name: string;
  netloc: string;
  outlet_kind: Outlet["kind"];
  template: Outlet["family"];
  languages: string[];
  country: string;
  continent: string;
  region: string;
  founded: number;
}

export interface ArticleRecord {
  kind: "article";
  id: string;
  url: string;
  /** Relative to `pages/`. */
  file: string;
  outlet_id: string;
  netloc: string;
  language: string;
  article_kind: DemoArticle["kind"];
  title: string;
  description: string;
  section: string;
  /** YYYY-MM-DD as the page tells it; null when the page only says "last week". */
  published: string | null;
  /** True when meta tags and JSON-LD carry the date; false when only the text (or nothing) does. */
  published_certain: boolean;
  date_mode: DemoArticle["dateMode"];
  /** The day the page was really written, even when the page no longer says so. */
  written_on: string;
  /** What the page's metadata says of modification (may equal `published`). */
  modified: string | null;
  modified_after_publication: boolean;
  author: string | null;
  authors: string[];
  event_ids: string[];
  org_ids: string[];
  story_id: string | null;
  syndicated_from: string | null;
  brand_safety: BrandSafetyLabel;
  /** Paragraphs extraction should keep, in order; everything else on the page is boilerplate. */
  main_text: string[];
}

export type GroundTruthRecord = HeaderRecord | OrgRecord | PersonRecord | PlaceRecord | ProductRecord | EventRecord | StoryRecord | OutletRecord | ArticleRecord;

// ---------------------------------------------------------------- mapping

export function orgRecord(org: Org): OrgRecord {
  return {
    kind: "org",
    id: org.id,
    org_kind: org.kind,
    name: org.name,
    legal_name: org.legalName,
    aliases: org.aliases,
    former_names: org.formerNames,
    country: org.country,
    continent: org.continent,
    region: org.region,
    hq_place_id: org.hqPlaceId,
    founded: org.founded,
    gics: org.gics ? { sector: org.gics.sector, industry_group: org.gics.industryGroup, industry: org.gics.industry, sub_industry: org.gics.subIndustry, code: org.gics.code } : null,
    listing: org.listing
      ? {
          ticker: org.listing.ticker,
          exchange: org.listing.exchange,
          exchange_name: org.listing.exchangeName,
          isin: org.listing.isin,
          figi: org.listing.figi,
          listed_since: org.listing.listedSince,
          delisted_on: org.listing.delistedOn,
        }
      : null,
    identifiers: org.identifiers,
    employees: org.employees,
    acquired_by: org.acquiredBy,
    acquired_on: org.acquiredOn,
  };
}

export function personRecord(person: Person): PersonRecord {
  return {
    kind: "person",
    id: person.id,
    name: person.name,
    given_name: person.givenName,
    family_name: person.familyName,
    gender: person.gender,
    country: person.country,
    roles: person.roles.map((r) => ({ org_id: r.orgId, role: r.role, from: r.from, to: r.to })),
  };
}

export function placeRecord(place: Place): PlaceRecord {
  return { kind: "place", ...place };
}

export function productRecord(product: Product): ProductRecord {
  return { kind: "product", id: product.id, name: product.name, org_id: product.orgId, category: product.category, launched: product.launched };
}

function snakeDetails(details: EventDetails): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).map(([key, value]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value]));
}

export function eventRecord(event: WorldEvent, nameOf: (type: EntityType, id: string) => string, articleIds: string[]): EventRecord {
  return {
    kind: "event",
    id: event.id,
    type: event.type,
    predicate: event.predicate,
    date: event.date,
    subject: { ...event.subject, name: nameOf(event.subject.type, event.subject.id) },
    object: event.object ? { ...event.object, name: nameOf(event.object.type, event.object.id) } : null,
    org_ids: event.orgIds,
    amount: event.amount,
    details: snakeDetails(event.details),
    story_id: event.storyId,
    article_ids: articleIds,
  };
}

export function storyRecord(story: BigStory): StoryRecord {
  return { kind: "story", id: story.id, story_kind: story.kind, title: story.title, org_id: story.orgId, event_ids: story.eventIds, start: story.start, end: story.end };
}

export function outletRecord(outlet: Outlet): OutletRecord {
  return {
    kind: "outlet",
    id: outlet.id,
    name: outlet.name,
    netloc: outlet.netloc,
    outlet_kind: outlet.kind,
    template: outlet.family,
    languages: outlet.languages,
    country: outlet.country,
    continent: outlet.continent,
    region: outlet.region,
    founded: outlet.founded,
  };
}

export function articleRecord(article: DemoArticle, outlet: Outlet): ArticleRecord {
  const about = article.extras.pressRelease?.about;
  return {
    kind: "article",
    id: article.id,
    url: article.url,
    file: article.file,
    outlet_id: article.outletId,
    netloc: article.netloc,
    language: article.language,
    article_kind: article.kind,
    title: article.title,
    description: article.description,
    section: article.section,
    published: article.dateMode === "vague" ? null : article.published,
    published_certain: article.dateMode === "machine",
    date_mode: article.dateMode,
    written_on: article.published,
    modified: metaModifiedDay(article, outlet),
    modified_after_publication: article.dateMode === "machine" && article.modified !== null,
    author: article.authors.length ? article.authors.join(", ") : null,
    authors: article.authors,
    event_ids: article.eventIds,
    org_ids: article.orgIds,
    story_id: article.storyId,
    syndicated_from: article.syndicatedFrom,
    brand_safety: article.brandSafety,
    main_text: about ? [...article.paragraphs, about] : article.paragraphs,
  };
}

/** Every record of a world and its articles, in file order: header, outlets, entities, events, stories, articles. */
export function* groundTruthRecords(header: HeaderRecord, world: World, outlets: Outlet[], articles: DemoArticle[]): Generator<GroundTruthRecord> {
  yield header;
  for (const outlet of outlets) yield outletRecord(outlet);
  for (const org of world.orgs) yield orgRecord(org);
  for (const person of world.people) yield personRecord(person);
  for (const place of world.places) yield placeRecord(place);
  for (const product of world.products) yield productRecord(product);
  const names = entityNames(world);
  const articleIds = new Map<string, string[]>();
  for (const article of articles) {
    for (const id of article.eventIds) {
      const list = articleIds.get(id);
      if (list) list.push(article.id);
      else articleIds.set(id, [article.id]);
    }
  }
  for (const event of world.events) yield eventRecord(event, (type, id) => names.get(`${type}:${id}`) ?? id, articleIds.get(event.id) ?? []);
  for (const story of world.stories) yield storyRecord(story);
  const outletById = new Map(outlets.map((o) => [o.id, o]));
  for (const article of articles) yield articleRecord(article, outletById.get(article.outletId) as Outlet);
}

function entityNames(world: World): Map<string, string> {
  const names = new Map<string, string>();
  for (const org of world.orgs) names.set(`ORG:${org.id}`, org.name);
  for (const person of world.people) names.set(`PERSON:${person.id}`, person.name);
  for (const place of world.places) names.set(`GPE:${place.id}`, place.name);
  for (const product of world.products) names.set(`PRODUCT:${product.id}`, product.name);
  return names;
}

// ---------------------------------------------------------------- reading

/** Streams the records of a ground-truth file. */
export async function* readGroundTruth(file: string): AsyncGenerator<GroundTruthRecord> {
  const lines = createInterface({ input: createReadStream(file, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as GroundTruthRecord;
}

export interface GroundTruth {
  header: HeaderRecord | null;
  outlets: OutletRecord[];
  orgs: OrgRecord[];
  people: PersonRecord[];
  places: PlaceRecord[];
  products: ProductRecord[];
  events: EventRecord[];
  stories: StoryRecord[];
  articles: ArticleRecord[];
}

/** The whole sidecar in memory, grouped by kind. */
export async function loadGroundTruth(file: string): Promise<GroundTruth> {
  const truth: GroundTruth = { header: null, outlets: [], orgs: [], people: [], places: [], products: [], events: [], stories: [], articles: [] };
  for await (const record of readGroundTruth(file)) {
    switch (record.kind) {
      case "header": truth.header = record; break;
      case "outlet": truth.outlets.push(record); break;
      case "org": truth.orgs.push(record); break;
      case "person": truth.people.push(record); break;
      case "place": truth.places.push(record); break;
      case "product": truth.products.push(record); break;
      case "event": truth.events.push(record); break;
      case "story": truth.stories.push(record); break;
      case "article": truth.articles.push(record); break;
    }
  }
  return truth;
}
