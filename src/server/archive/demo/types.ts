// The shape of the fictional world: entities, events, outlets and articles.
// Ids are stable strings so the ground truth, the index and the tests can
// point at the same thing across runs with the same seed.

/** Languages the generator writes (ISO 639-1). */
export const DEMO_LANGUAGES = ["en", "fr", "de", "es", "it", "pt", "nl"] as const;
export type DemoLanguage = (typeof DEMO_LANGUAGES)[number];

/** Calendar day as `YYYY-MM-DD`; every date in the world is a day, times live only in pages. */
export type IsoDay = string;

export interface Money {
  value: number;
  currency: string;
}

export type Gender = "f" | "m";

export interface GicsPath {
  sector: string;
  industryGroup: string;
  industry: string;
  subIndustry: string;
  /** The eight-digit sub-industry code. */
  code: string;
}

export interface Listing {
  ticker: string;
  exchange: string;
  exchangeName: string;
  isin: string;
  figi: string;
  /** First trading day; after 2016-01-01 an `ipo` event marks it. */
  listedSince: IsoDay;
  /** Set when an acquisition took the company off the market. */
  delistedOn: IsoDay | null;
}

export interface FormerName {
  name: string;
  /** Last day the old name was in use (the rename is dated the day after). */
  until: IsoDay;
}

export type OrgKind = "company" | "regulator";

export interface Org {
  id: string;
  kind: OrgKind;
  /** Current short trading name, e.g. "Norvale Dynamics". */
  name: string;
  /** Registered name with its legal form, e.g. "Norvale Dynamics Inc.". */
  legalName: string;
  aliases: string[];
  formerNames: FormerName[];
  country: string;
  continent: string;
  region: string;
  hqPlaceId: string;
  founded: number;
  /** Null for regulators, which sit outside GICS. */
  gics: GicsPath | null;
  listing: Listing | null;
  identifiers: {
    lei: string | null;
    /** Fictional: ten digits starting 99 (see identifiers.ts). */
    cik: string | null;
    /** Fictional: Q9 + eight digits (see identifiers.ts). */
    qid: string;
  };
  employees: number;
  /** Annual revenue in USD at the start of 2016; earnings grow from it. */
  revenueUsd: number;
  currency: string;
  /** How newsworthy the organisation is (1 small … 10 giant). */
  prominence: number;
  acquiredBy: string | null;
  acquiredOn: IsoDay | null;
}

export type ExecutiveRole = "ceo" | "cfo" | "coo" | "cto" | "chair";

export interface RoleSpell {
  orgId: string;
  role: ExecutiveRole;
  from: IsoDay;
  to: IsoDay | null;
}

export interface Person {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  gender: Gender;
  country: string;
  roles: RoleSpell[];
}

export interface Place {
  id: string;
  name: string;
  country: string;
  continent: string;
  region: string;
  iso2: string;
}

export interface Product {
  id: string;
  name: string;
  orgId: string;
  /** Key into the language packs' product categories. */
  category: string;
  launched: IsoDay;
}

export const EVENT_TYPES = [
  "acquisition",
  "investment",
  "partnership",
  "lawsuit",
  "supply_deal",
  "executive_appointment",
  "executive_departure",
  "earnings",
  "product_launch",
  "regulatory_fine",
  "layoffs",
  "facility_opening",
  "product_recall",
  "rebrand",
  "ipo",
  "site_incident",
  "fraud_charge",
  "data_breach",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The relationship each event type supports, in lower snake case as the relationship route wants it. */
export const PREDICATE_OF: Record<EventType, string> = {
  acquisition: "acquired",
  investment: "invested_in",
  partnership: "partnered_with",
  lawsuit: "sued",
  supply_deal: "supplies",
  executive_appointment: "executive_of",
  executive_departure: "resigned_from",
  earnings: "reported_earnings",
  product_launch: "launched",
  regulatory_fine: "fined_by",
  layoffs: "laid_off",
  facility_opening: "opened_facility_in",
  product_recall: "recalled",
  rebrand: "renamed",
  ipo: "listed_on",
  site_incident: "incident_at",
  fraud_charge: "charged_with_fraud",
  data_breach: "suffered_data_breach",
};

export type EntityType = "ORG" | "PERSON" | "GPE" | "PRODUCT";

export interface EntityRef {
  type: EntityType;
  id: string;
}

/** Type-specific facts; only the fields of the event's type are set. Keys are language-neutral. */
export interface EventDetails {
  role?: ExecutiveRole;
  predecessorId?: string;
  previousOrgId?: string;
  stakePercent?: number;
  area?: string;
  durationYears?: number;
  matter?: string;
  reason?: string;
  category?: string;
  quarter?: 1 | 2 | 3 | 4;
  fiscalYear?: number;
  revenue?: Money;
  netIncome?: Money;
  changePercent?: number;
  headcount?: number;
  workforcePercent?: number;
  jobs?: number;
  facility?: string;
  units?: number;
  formerName?: string;
  newName?: string;
  exchange?: string;
  ticker?: string;
  incident?: string;
  injured?: number;
  fatalities?: number;
  fraud?: string;
  records?: number;
  tenureYears?: number;
  placeId?: string;
}

export interface WorldEvent {
  id: string;
  type: EventType;
  predicate: string;
  date: IsoDay;
  subject: EntityRef;
  object: EntityRef | null;
  /** Every organisation the event involves (subject, object, a person's employer, the regulator). */
  orgIds: string[];
  amount: Money | null;
  details: EventDetails;
  /** Set for the events of a big story, which many outlets cover over weeks. */
  storyId: string | null;
  /** How newsworthy: drives how many articles report it. */
  weight: number;
}

export interface BigStory {
  id: string;
  kind: string;
  title: string;
  orgId: string;
  eventIds: string[];
  start: IsoDay;
  end: IsoDay;
}

export interface World {
  seed: number;
  archiveCutoff: IsoDay;
  orgs: Org[];
  people: Person[];
  places: Place[];
  products: Product[];
  events: WorldEvent[];
  stories: BigStory[];
}

export type BrandSafetyLabel = "Safe" | "Sensitive" | "Unsafe";
