// The dated history of the world. Events are first planned (date and type,
// with a volume that grows over the years, breathes with the seasons and
// clusters around earnings weeks), then resolved in date order against a
// world whose state they change: acquired companies stop reporting, a new
// chief executive replaces the old one, a launched product can later be
// recalled. Big stories are planned as chains of related events.
import { addDays, archiveMonths, ARCHIVE_CUTOFF, ARCHIVE_START, daysBetween, dayParts, daysInMonth, growthFactor, makeDay, MONTH_SEASONALITY, type MonthSlot } from "./calendar";
import { countryProfile, REGULATORS, USD_RATE } from "./geography";
import { chance, floatBetween, gaussian, hashString, intBetween, logNormal, pick, pickWeighted, sample, WeightedTable, type Rng } from "./random";
import {
  BREACH_SECTORS,
  FACILITY_KINDS,
  FINE_REASONS,
  FRAUD_KINDS,
  INCIDENT_KINDS,
  LAWSUIT_MATTERS,
  PARTNERSHIP_AREAS,
  RECALL_REASONS,
  RECALL_SECTORS,
  SUPPLIER_SECTORS,
} from "./sector-traits";
import { PREDICATE_OF, type BigStory, type EventDetails, type EventType, type ExecutiveRole, type IsoDay, type Money, type Org, type Person, type WorldEvent } from "./types";
import type { WorldBuilder } from "./world";

/** Participants a planned event must use (big stories fix them); the rest is drawn when resolved. */
interface Fixed {
  subject?: string;
  object?: string;
  role?: ExecutiveRole;
  incident?: string;
  fatalities?: [number, number];
  injured?: [number, number];
  reason?: string;
  matter?: string;
  productId?: string;
  quarter?: { q: 1 | 2 | 3 | 4; year: number };
  formerName?: string;
  /** Multiplies amounts, head counts and records: big stories are big. */
  scale?: number;
}

interface Plan {
  seq: number;
  date: IsoDay;
  type: EventType;
  storyId: string | null;
  fixed: Fixed;
}

type Draft = Omit<WorldEvent, "id" | "predicate" | "storyId" | "weight" | "date" | "type">;

const RANDOM_TYPE_WEIGHTS: [EventType, number][] = [
  ["partnership", 12],
  ["supply_deal", 10],
  ["product_launch", 12],
  ["executive_appointment", 9],
  ["acquisition", 6],
  ["investment", 7],
  ["lawsuit", 6],
  ["regulatory_fine", 4],
  ["layoffs", 5],
  ["facility_opening", 6],
  ["product_recall", 2.5],
  ["executive_departure", 3],
  ["site_incident", 1],
  ["fraud_charge", 0.8],
  ["data_breach", 1.5],
];

/** How newsworthy each type is, before the size of the company is counted. */
const NEWS_VALUE: Record<EventType, number> = {
  acquisition: 1.6, investment: 1.0, partnership: 0.8, lawsuit: 1.0, supply_deal: 0.8, executive_appointment: 0.9,
  executive_departure: 1.0, earnings: 0.9, product_launch: 0.9, regulatory_fine: 1.1, layoffs: 1.2, facility_opening: 0.8,
  product_recall: 1.1, rebrand: 0.7, ipo: 1.3, site_incident: 1.5, fraud_charge: 1.5, data_breach: 1.3,
};

const EARNINGS_SHARE = 0.22;

export function buildEvents(b: WorldBuilder, rng: Rng, target: number): { events: WorldEvent[]; stories: BigStory[] } {
  const months = archiveMonths();
  const monthTable = new WeightedTable(months, monthWeights(rng, months));
  const plans: Plan[] = [];
  const push = (date: IsoDay, type: EventType, storyId: string | null, fixed: Fixed = {}) =>
    plans.push({ seq: plans.length, date, type, storyId, fixed });

  planRebrandsAndListings(b, push);
  const stories = planStories(b, rng, monthTable, Math.min(18, Math.max(3, Math.round(target / 950))), push);
  const earnings = Math.round(target * EARNINGS_SHARE);
  planEarnings(rng, months, earnings, push);
  const others = Math.max(0, target - plans.length);
  for (let i = 0; i < others; i++) {
    const slot = monthTable.pick(rng);
    const type = pickWeighted(rng, RANDOM_TYPE_WEIGHTS, ([t, w]) => w * typeMultiplier(t, slot.year, slot.month))[0];
    push(randomWorkday(rng, slot), type, null);
  }

  plans.sort((a, b2) => (a.date < b2.date ? -1 : a.date > b2.date ? 1 : a.seq - b2.seq));
  const resolver = new EventResolver(b, rng);
  const events: WorldEvent[] = [];
  for (const plan of plans) {
    const draft = resolver.resolve(plan);
    if (!draft) continue;
    const main = b.orgById.get(draft.orgIds[0] ?? "");
    events.push({
      id: `evt-${String(events.length + 1).padStart(6, "0")}`,
      type: plan.type,
      predicate: PREDICATE_OF[plan.type],
      date: plan.date,
      ...draft,
      storyId: plan.storyId,
      weight: round2(NEWS_VALUE[plan.type] * (0.4 + (main?.prominence ?? 3) / 5) * (plan.storyId ? 3 : 1)),
    });
  }
  for (const story of stories) {
    const own = events.filter((e) => e.storyId === story.id);
    story.eventIds = own.map((e) => e.id);
    story.start = own[0]?.date ?? story.start;
    story.end = own[own.length - 1]?.date ?? story.end;
  }
  return { events, stories: stories.filter((s) => s.eventIds.length > 0) };
}

// ---------------------------------------------------------------- volume over time

/** Growth × season × occasional bursts (a busy news month lifts every type). */
function monthWeights(rng: Rng, months: MonthSlot[]): (slot: MonthSlot) => number {
  const bursts = new Map<number, number>();
  for (const slot of sample(rng, months, 8)) bursts.set(slot.index, floatBetween(rng, 1.5, 2.2));
  return (slot) => growthFactor(slot.index, months.length) * (MONTH_SEASONALITY[slot.month - 1] ?? 1) * (bursts.get(slot.index) ?? 1);
}

/** Waves every reader of business news remembers: lay-off seasons, a funding boom, ever more breaches. */
function typeMultiplier(type: EventType, year: number, month: number): number {
  if (type === "layoffs" && ((year === 2020 && month >= 3 && month <= 6) || (year === 2023 && month <= 3) || (year === 2025 && month >= 9))) return 3.5;
  if (type === "investment" && (year === 2021 || (year === 2022 && month <= 3))) return 2;
  if (type === "data_breach") return 0.5 + (year - 2016) * 0.12;
  if (type === "partnership" && year >= 2023) return 1.3;
  return 1;
}

function randomWorkday(rng: Rng, slot: MonthSlot): IsoDay {
  const last = daysInMonth(slot.year, slot.month);
  let day = makeDay(slot.year, slot.month, intBetween(rng, 1, last));
  for (let tries = 0; tries < 4 && [0, 6].includes(dayParts(day).weekday) && chance(rng, 0.85); tries++) {
    day = makeDay(slot.year, slot.month, intBetween(rng, 1, last));
  }
  return clampDay(day);
}

function clampDay(day: IsoDay): IsoDay {
  return day < ARCHIVE_START ? ARCHIVE_START : day > ARCHIVE_CUTOFF ? ARCHIVE_CUTOFF : day;
}

// ---------------------------------------------------------------- plans

type Push = (date: IsoDay, type: EventType, storyId: string | null, fixed?: Fixed) => void;

function planRebrandsAndListings(b: WorldBuilder, push: Push): void {
  for (const org of b.orgs) {
    for (const former of org.formerNames) {
      const renamedOn = addDays(former.until, 1);
      if (renamedOn >= ARCHIVE_START && renamedOn <= ARCHIVE_CUTOFF) push(renamedOn, "rebrand", null, { subject: org.id, formerName: former.name });
    }
    const since = org.listing?.listedSince;
    if (since && since >= ARCHIVE_START && since <= ARCHIVE_CUTOFF) push(since, "ipo", null, { subject: org.id });
  }
}

/** Results land three to seven weeks after the quarter closes, so earnings weeks cluster. */
function planEarnings(rng: Rng, months: MonthSlot[], count: number, push: Push): void {
  const quarters: { q: 1 | 2 | 3 | 4; year: number; end: IsoDay; weight: number }[] = [];
  for (let year = 2015; year <= 2026; year++) {
    for (const q of [1, 2, 3, 4] as const) {
      const end = makeDay(year, q * 3, daysInMonth(year, q * 3));
      if (addDays(end, 16) < ARCHIVE_START || addDays(end, 16) > ARCHIVE_CUTOFF) continue;
      const reportMonth = dayParts(addDays(end, 30));
      const index = (reportMonth.year - 2016) * 12 + reportMonth.month - 1;
      quarters.push({ q, year, end, weight: growthFactor(Math.max(0, index), months.length) });
    }
  }
  const table = new WeightedTable(quarters, (q) => q.weight);
  for (let i = 0; i < count; i++) {
    const quarter = table.pick(rng);
    const lag = Math.min(50, Math.max(16, Math.round(18 + Math.abs(gaussian(rng, 12, 8)))));
    let date = addDays(quarter.end, lag);
    if (date > ARCHIVE_CUTOFF) date = addDays(quarter.end, intBetween(rng, 16, daysBetween(quarter.end, ARCHIVE_CUTOFF)));
    if ([0, 6].includes(dayParts(date).weekday)) date = addDays(date, dayParts(date).weekday === 6 ? 2 : 1);
    push(clampDay(date), "earnings", null, { quarter: { q: quarter.q, year: quarter.year } });
  }
}

const STORY_KINDS = ["takeover_saga", "plant_disaster", "accounting_scandal", "data_breach_crisis", "recall_crisis", "blockbuster_launch"] as const;
type StoryKind = (typeof STORY_KINDS)[number];

const STORY_SECTORS: Record<StoryKind, (sector: string) => boolean> = {
  takeover_saga: () => true,
  plant_disaster: (s) => s in INCIDENT_KINDS && s !== "Consumer Discretionary",
  accounting_scandal: () => true,
  data_breach_crisis: (s) => BREACH_SECTORS.has(s),
  recall_crisis: (s) => RECALL_SECTORS.has(s),
  blockbuster_launch: (s) => ["Information Technology", "Health Care", "Communication Services", "Consumer Discretionary"].includes(s),
};

function planStories(b: WorldBuilder, rng: Rng, months: WeightedTable<MonthSlot>, count: number, push: Push): BigStory[] {
  const used = new Set<string>();
  const stories: BigStory[] = [];
  const latestStart = addDays(ARCHIVE_CUTOFF, -130);
  for (let i = 0; i < count; i++) {
    const kind = STORY_KINDS[i % STORY_KINDS.length] as StoryKind;
    const candidates = b.orgs.filter(
      (o) => o.kind === "company" && o.listing && o.founded < 2012 && o.prominence >= 6 && !used.has(o.id) && STORY_SECTORS[kind](o.gics?.sector ?? "") && (kind !== "recall_crisis" || recallableProducts(b, o.id, ARCHIVE_START).length > 0),
    );
    if (candidates.length === 0) continue;
    const org = pick(rng, candidates);
    used.add(org.id);
    let start = randomWorkday(rng, months.pick(rng));
    if (start > latestStart) start = addDays(latestStart, -intBetween(rng, 0, 400));
    const id = `story-${String(stories.length + 1).padStart(2, "0")}`;
    const title = planStory(b, rng, kind, org, start, id, used, push);
    stories.push({ id, kind, title, orgId: org.id, eventIds: [], start, end: start });
  }
  return stories;
}

function recallableProducts(b: WorldBuilder, orgId: string, before: IsoDay) {
  return b.productsOf(orgId, before).filter((p) => p.category in RECALL_REASONS);
}

/** Plans the chain of one big story; answers a short English title for the story index. */
function planStory(b: WorldBuilder, rng: Rng, kind: StoryKind, org: Org, start: IsoDay, id: string, used: Set<string>, push: Push): string {
  const at = (min: number, max: number) => addDays(start, intBetween(rng, min, max));
  const other = (filter: (o: Org) => boolean) => {
    const pool = b.orgs.filter((o) => o.kind === "company" && o.id !== org.id && !used.has(o.id) && o.founded < 2014 && filter(o));
    const chosen = pool.length ? pickWeighted(rng, pool, (o) => o.prominence) : null;
    if (chosen) used.add(chosen.id);
    return chosen;
  };
  switch (kind) {
    case "takeover_saga": {
      const target = other((o) => !!o.listing && o.prominence >= 4 && o.prominence <= 7 && o.gics?.sector === org.gics?.sector) ?? other((o) => !!o.listing && o.prominence <= 7);
      if (!target) return `${org.name} story`;
      const rival = other((o) => o.prominence >= 5 && o.gics?.sector === org.gics?.sector) ?? other((o) => o.prominence >= 5);
      push(start, "acquisition", id, { subject: org.id, object: target.id, scale: 2.5 });
      push(at(5, 12), "executive_departure", id, { subject: target.id, role: "ceo" });
      if (rival) push(at(20, 40), "lawsuit", id, { subject: rival.id, object: org.id, matter: "antitrust", scale: 4 });
      push(at(60, 110), "layoffs", id, { subject: org.id, scale: 1.5 });
      return `${org.name} takeover of ${target.name}`;
    }
    case "plant_disaster":
      push(start, "site_incident", id, { subject: org.id, incident: pick(rng, ["explosion", "fire"]), fatalities: [2, 9], injured: [10, 40] });
      push(at(12, 25), "executive_departure", id, { subject: org.id, role: "ceo" });
      push(at(30, 50), "executive_appointment", id, { subject: org.id, role: "ceo" });
      push(at(60, 120), "regulatory_fine", id, { subject: org.id, reason: "safety", scale: 8 });
      return `Deadly incident at ${org.name}`;
    case "accounting_scandal": {
      const investor = other((o) => o.gics?.sector === "Financials");
      push(start, "fraud_charge", id, { subject: org.id, scale: 6 });
      push(at(2, 8), "executive_departure", id, { subject: org.id, role: "ceo" });
      if (investor) push(at(15, 35), "lawsuit", id, { subject: investor.id, object: org.id, matter: "misleading_investors", scale: 5 });
      push(at(50, 90), "regulatory_fine", id, { subject: org.id, reason: "reporting", scale: 10 });
      push(at(60, 100), "executive_appointment", id, { subject: org.id, role: "cfo" });
      return `Accounting scandal at ${org.name}`;
    }
    case "data_breach_crisis": {
      const partner = other(() => true);
      push(start, "data_breach", id, { subject: org.id, scale: 25 });
      push(at(20, 45), "regulatory_fine", id, { subject: org.id, reason: "data_protection", scale: 10 });
      if (partner) push(at(25, 60), "lawsuit", id, { subject: partner.id, object: org.id, matter: "contract", scale: 3 });
      push(at(40, 80), "executive_departure", id, { subject: org.id, role: "cto" });
      return `Data breach at ${org.name}`;
    }
    case "recall_crisis": {
      const product = pick(rng, recallableProducts(b, org.id, start));
      const distributor = other((o) => o.gics?.sector === "Consumer Discretionary") ?? other(() => true);
      push(start, "product_recall", id, { subject: org.id, productId: product.id, scale: 20 });
      if (distributor) push(at(10, 30), "lawsuit", id, { subject: distributor.id, object: org.id, matter: "contract", scale: 3 });
      push(at(40, 80), "regulatory_fine", id, { subject: org.id, reason: "safety", scale: 6 });
      push(at(60, 100), "executive_departure", id, { subject: org.id, role: "ceo" });
      return `${product.name} recall at ${org.name}`;
    }
    case "blockbuster_launch":
      push(start, "product_launch", id, { subject: org.id });
      push(at(10, 25), "partnership", id, { subject: org.id });
      push(at(20, 45), "supply_deal", id, { object: org.id, scale: 4 });
      push(at(60, 120), "facility_opening", id, { subject: org.id, scale: 3 });
      return `${org.name} product launch`;
  }
}

// ---------------------------------------------------------------- resolution

const APPOINTMENT_ROLES: [ExecutiveRole, number][] = [["ceo", 35], ["cfo", 30], ["coo", 15], ["cto", 12], ["chair", 8]];

/** Fills in who, whom, where and how much for each planned event, in date order. */
class EventResolver {
  private readonly reportedQuarters = new Set<string>();
  private readonly regulatorByCountry = new Map<string, Org>();
  private readonly fallbackRegulator: Org;

  constructor(
    private readonly b: WorldBuilder,
    private readonly rng: Rng,
  ) {
    const regulators = b.orgs.filter((o) => o.kind === "regulator");
    REGULATORS.forEach((spec) => {
      const org = regulators.find((r) => r.name === spec.name);
      if (org) for (const country of spec.jurisdiction) this.regulatorByCountry.set(country, org);
    });
    this.fallbackRegulator = regulators[0] as Org;
  }

  resolve(plan: Plan): Draft | null {
    switch (plan.type) {
      case "acquisition": return this.acquisition(plan);
      case "investment": return this.investment(plan);
      case "partnership": return this.pairDeal(plan, { area: pick(this.rng, PARTNERSHIP_AREAS), durationYears: intBetween(this.rng, 2, 7) }, null);
      case "lawsuit": return this.lawsuit(plan);
      case "supply_deal": return this.supplyDeal(plan);
      case "executive_appointment": return this.appointment(plan);
      case "executive_departure": return this.departure(plan);
      case "earnings": return this.earnings(plan);
      case "product_launch": return this.launch(plan);
      case "regulatory_fine": return this.fine(plan);
      case "layoffs": return this.layoffs(plan);
      case "facility_opening": return this.facility(plan);
      case "product_recall": return this.recall(plan);
      case "rebrand": return this.rebrand(plan);
      case "ipo": return this.ipo(plan);
      case "site_incident": return this.incident(plan);
      case "fraud_charge": return this.fraud(plan);
      case "data_breach": return this.breach(plan);
    }
  }

  // ------------------------------------------------------------ choosing participants

  private isActive(org: Org, date: IsoDay, year = Number(date.slice(0, 4))): boolean {
    return org.kind === "company" && org.founded <= year && org.acquiredBy === null;
  }

  /** One pass over the organisations: the hottest loop of the generator. */
  private pickOrg(date: IsoDay, weight: (o: Org) => number, exclude?: string): Org | null {
    const orgs = this.b.orgs;
    if (this.weights.length < orgs.length) this.weights = new Float64Array(orgs.length * 2);
    const weights = this.weights;
    const year = Number(date.slice(0, 4));
    let total = 0;
    for (let i = 0; i < orgs.length; i++) {
      const org = orgs[i] as Org;
      const w = org.id === exclude || !this.isActive(org, date, year) ? 0 : Math.max(0, weight(org));
      weights[i] = w;
      total += w;
    }
    if (total <= 0) return null;
    let target = this.rng.next() * total;
    for (let i = 0; i < orgs.length; i++) {
      target -= weights[i] as number;
      if (target < 0) return orgs[i] as Org;
    }
    return null;
  }

  private weights = new Float64Array(0);

  private fixedOrg(id: string | undefined): Org | null {
    return id ? (this.b.orgById.get(id) ?? null) : null;
  }

  private subject(plan: Plan, weight: (o: Org) => number = (o) => o.prominence): Org | null {
    return this.fixedOrg(plan.fixed.subject) ?? this.pickOrg(plan.date, weight);
  }

  private money(usd: number, currency: string): Money {
    return { value: roundSignificant(usd * (USD_RATE[currency] ?? 1)), currency };
  }

  private newSmallCompany(date: IsoDay, near: Org, sameSector: number): Org {
    const year = dayParts(date).year;
    return this.b.createCompany(this.rng, {
      small: true,
      founded: intBetween(this.rng, Math.min(year - 1, 2004), year - 1),
      sector: chance(this.rng, sameSector) ? (near.gics?.sector ?? undefined) : undefined,
      country: chance(this.rng, 0.6) ? countryProfile(near.country) : undefined,
    });
  }

  // ------------------------------------------------------------ types

  private acquisition(plan: Plan): Draft | null {
    const buyer = this.subject(plan, (o) => Math.pow(o.prominence, 1.5) * (o.prominence >= 4 ? 1 : 0.2));
    if (!buyer) return null;
    const target =
      this.fixedOrg(plan.fixed.object) ??
      (chance(this.rng, 0.12) ? this.pickOrg(plan.date, (o) => (!o.listing && o.prominence <= Math.min(4, buyer.prominence - 1) ? 1 : 0), buyer.id) : null) ??
      this.newSmallCompany(plan.date, buyer, 0.65);
    target.acquiredBy = buyer.id;
    target.acquiredOn = plan.date;
    if (target.listing) {
      const delisted = addDays(plan.date, intBetween(this.rng, 90, 200));
      target.listing.delistedOn = delisted <= ARCHIVE_CUTOFF ? delisted : null;
    }
    const usd = target.revenueUsd * floatBetween(this.rng, 1.5, 4) * (plan.fixed.scale ?? 1);
    return { subject: org(buyer), object: org(target), orgIds: [buyer.id, target.id], amount: this.money(usd, buyer.currency), details: {} };
  }

  private investment(plan: Plan): Draft | null {
    const investor = this.subject(plan, (o) => o.prominence * (o.gics?.sector === "Financials" ? 2.5 : 1));
    if (!investor) return null;
    const startup = chance(this.rng, 0.7)
      ? this.newSmallCompany(plan.date, investor, 0.4)
      : this.pickOrg(plan.date, (o) => (!o.listing && o.prominence <= 4 ? 1 : 0), investor.id) ?? this.newSmallCompany(plan.date, investor, 0.4);
    const usd = logNormal(this.rng, 15_000_000 * (investor.prominence / 3), 0.9);
    return {
      subject: org(investor),
      object: org(startup),
      orgIds: [investor.id, startup.id],
      amount: this.money(usd, investor.currency),
      details: { stakePercent: intBetween(this.rng, 5, 35) },
    };
  }

  /** Two existing companies agreeing on something (partnerships). */
  private pairDeal(plan: Plan, details: EventDetails, amount: Money | null): Draft | null {
    const first = this.subject(plan);
    if (!first) return null;
    const second = this.fixedOrg(plan.fixed.object) ?? this.pickOrg(plan.date, (o) => o.prominence * (o.gics?.sector === first.gics?.sector ? 1.5 : 1), first.id);
    if (!second) return null;
    return { subject: org(first), object: org(second), orgIds: [first.id, second.id], amount, details };
  }

  private lawsuit(plan: Plan): Draft | null {
    const plaintiff = this.subject(plan);
    if (!plaintiff) return null;
    const defendant =
      this.fixedOrg(plan.fixed.object) ??
      this.pickOrg(plan.date, (o) => o.prominence * (o.gics?.sector === plaintiff.gics?.sector ? 3 : 1), plaintiff.id);
    if (!defendant) return null;
    const court = chance(this.rng, 0.6) ? defendant.hqPlaceId : plaintiff.hqPlaceId;
    const usd = logNormal(this.rng, 60_000_000, 1) * (plan.fixed.scale ?? 1);
    return {
      subject: org(plaintiff),
      object: org(defendant),
      orgIds: [plaintiff.id, defendant.id],
      amount: this.money(usd, plaintiff.currency),
      details: { matter: plan.fixed.matter ?? pick(this.rng, LAWSUIT_MATTERS), placeId: court },
    };
  }

  private supplyDeal(plan: Plan): Draft | null {
    const customer = this.fixedOrg(plan.fixed.object);
    const supplier =
      this.fixedOrg(plan.fixed.subject) ??
      this.pickOrg(plan.date, (o) => o.prominence * (SUPPLIER_SECTORS.has(o.gics?.sector ?? "") ? 2.5 : 0.4), customer?.id);
    if (!supplier) return null;
    const buyer = customer ?? this.pickOrg(plan.date, (o) => o.prominence, supplier.id);
    if (!buyer) return null;
    const usd = logNormal(this.rng, 40_000_000 * (supplier.prominence / 3), 1) * (plan.fixed.scale ?? 1);
    return {
      subject: org(supplier),
      object: org(buyer),
      orgIds: [supplier.id, buyer.id],
      amount: this.money(usd, supplier.currency),
      details: { category: `goods.${supplier.gics?.sector ?? "Industrials"}`, durationYears: intBetween(this.rng, 2, 10) },
    };
  }

  private appointment(plan: Plan): Draft | null {
    const company = this.subject(plan);
    if (!company) return null;
    const role = plan.fixed.role ?? pickWeighted(this.rng, APPOINTMENT_ROLES, ([, w]) => w)[0];
    const predecessor = this.b.currentHolder(company.id, role);
    const poached = chance(this.rng, 0.18) ? this.poachCandidate(company, plan.date) : null;
    const newcomer = poached?.person ?? this.b.createPerson(this.rng, company.country);
    if (poached) this.b.endRole(poached.person, poached.orgId, poached.role, plan.date);
    if (predecessor) this.b.endRole(predecessor, company.id, role, plan.date);
    this.b.appoint(newcomer, company, role, plan.date);
    const details: EventDetails = { role };
    if (predecessor) details.predecessorId = predecessor.id;
    if (poached) details.previousOrgId = poached.orgId;
    return {
      subject: { type: "PERSON", id: newcomer.id },
      object: org(company),
      orgIds: poached ? [company.id, poached.orgId] : [company.id],
      amount: null,
      details,
    };
  }

  /** A sitting executive elsewhere (never a giant's chief executive) who could be hired away. */
  private poachCandidate(company: Org, date: IsoDay): { person: Person; orgId: string; role: ExecutiveRole } | null {
    const pool: { person: Person; orgId: string; role: ExecutiveRole }[] = [];
    for (const person of this.b.people) {
      const current = this.b.currentRole(person);
      if (!current || current.orgId === company.id) continue;
      const employer = this.b.orgById.get(current.orgId);
      if (!employer || !this.isActive(employer, date) || (current.role === "ceo" && employer.prominence >= 8)) continue;
      pool.push({ person, ...current });
    }
    return pool.length ? pick(this.rng, pool) : null;
  }

  private departure(plan: Plan): Draft | null {
    const company = this.subject(plan);
    if (!company) return null;
    const wanted = plan.fixed.role ?? pickWeighted(this.rng, APPOINTMENT_ROLES, ([, w]) => w)[0];
    const role = this.b.currentHolder(company.id, wanted) ? wanted : (["ceo", "cfo", "coo", "cto", "chair"] as ExecutiveRole[]).find((r) => this.b.currentHolder(company.id, r));
    const holder = role ? this.b.currentHolder(company.id, role) : null;
    if (!role || !holder) return null;
    const spell = holder.roles.find((r) => r.orgId === company.id && r.role === role && r.to === null);
    const tenureYears = Math.max(1, Math.round(daysBetween(spell?.from ?? plan.date, plan.date) / 365));
    this.b.endRole(holder, company.id, role, plan.date);
    return { subject: { type: "PERSON", id: holder.id }, object: org(company), orgIds: [company.id], amount: null, details: { role, tenureYears } };
  }

  private earnings(plan: Plan): Draft | null {
    const quarter = plan.fixed.quarter;
    if (!quarter) return null;
    const key = (o: Org) => `${o.id}/${quarter.year}Q${quarter.q}`;
    const company = this.pickOrg(plan.date, (o) =>
      o.listing && o.listing.listedSince <= plan.date && !this.reportedQuarters.has(key(o)) ? o.prominence * o.prominence : 0,
    );
    if (!company) return null;
    this.reportedQuarters.add(key(company));
    const years = quarter.year - 2016 + quarter.q / 4;
    const growth = 1 + ((hashFraction(company.id) - 0.35) * 0.2);
    const revenueUsd = (company.revenueUsd / 4) * Math.pow(growth, Math.max(0, years)) * floatBetween(this.rng, 0.94, 1.06);
    const change = round1(gaussian(this.rng, (growth - 1) * 100, 6));
    const margin = gaussian(this.rng, 0.08, 0.07);
    const revenue = this.money(revenueUsd, company.currency);
    const netIncome = this.money(revenueUsd * margin, company.currency);
    return {
      subject: org(company),
      object: null,
      orgIds: [company.id],
      amount: revenue,
      details: { quarter: quarter.q, fiscalYear: quarter.year, revenue, netIncome, changePercent: change },
    };
  }

  private launch(plan: Plan): Draft | null {
    const company = this.subject(plan);
    if (!company) return null;
    const product = this.b.createProduct(this.rng, company, plan.date);
    return { subject: org(company), object: { type: "PRODUCT", id: product.id }, orgIds: [company.id], amount: null, details: { category: product.category } };
  }

  private fine(plan: Plan): Draft | null {
    const company = this.subject(plan, (o) => o.prominence * (["Financials", "Communication Services", "Health Care", "Energy"].includes(o.gics?.sector ?? "") ? 1.5 : 1));
    if (!company) return null;
    const regulator = this.regulatorByCountry.get(company.country) ?? this.fallbackRegulator;
    const usd = logNormal(this.rng, 6_000_000 * company.prominence, 1) * (plan.fixed.scale ?? 1);
    return {
      subject: org(company),
      object: org(regulator),
      orgIds: [company.id, regulator.id],
      amount: this.money(usd, regulator.currency),
      details: { reason: plan.fixed.reason ?? pick(this.rng, FINE_REASONS[company.gics?.sector ?? ""] ?? ["reporting"]) },
    };
  }

  private layoffs(plan: Plan): Draft | null {
    const company = this.subject(plan, (o) => o.prominence * (o.prominence >= 3 ? 1 : 0.2));
    if (!company) return null;
    const headcount = Math.max(20, Math.round(company.employees * floatBetween(this.rng, 0.02, 0.12) * Math.min(plan.fixed.scale ?? 1, 1.8)));
    const place = chance(this.rng, 0.6) ? this.b.placeById.get(company.hqPlaceId) : this.b.randomCity(this.rng, company.country);
    return {
      subject: org(company),
      object: null,
      orgIds: [company.id],
      amount: null,
      details: { headcount, workforcePercent: Math.max(1, Math.round((headcount / company.employees) * 100)), placeId: place?.id ?? company.hqPlaceId },
    };
  }

  private facility(plan: Plan): Draft | null {
    const company = this.subject(plan, (o) => o.prominence * (["Real Estate", "Financials"].includes(o.gics?.sector ?? "") ? 0.4 : 1));
    if (!company) return null;
    const place = chance(this.rng, 0.55) ? this.b.randomCity(this.rng) : this.b.randomCity(this.rng, company.country);
    const usd = logNormal(this.rng, 80_000_000, 0.8) * (plan.fixed.scale ?? 1);
    return {
      subject: org(company),
      object: { type: "GPE", id: place.id },
      orgIds: [company.id],
      amount: this.money(usd, company.currency),
      details: { facility: pick(this.rng, FACILITY_KINDS[company.gics?.sector ?? ""] ?? ["office"]), jobs: intBetween(this.rng, 5, 150) * 10, placeId: place.id },
    };
  }

  private recall(plan: Plan): Draft | null {
    const company = this.subject(plan, (o) => (RECALL_SECTORS.has(o.gics?.sector ?? "") && recallableProducts(this.b, o.id, plan.date).length ? o.prominence : 0));
    if (!company) return null;
    const products = recallableProducts(this.b, company.id, plan.date);
    const product = products.find((p) => p.id === plan.fixed.productId) ?? (products.length ? pick(this.rng, products) : null);
    if (!product) return null;
    const units = roundSignificant(logNormal(this.rng, 30_000, 1.1) * (plan.fixed.scale ?? 1));
    return {
      subject: org(company),
      object: { type: "PRODUCT", id: product.id },
      orgIds: [company.id],
      amount: null,
      details: { units, reason: pick(this.rng, RECALL_REASONS[product.category] ?? ["software"]), category: product.category },
    };
  }

  private rebrand(plan: Plan): Draft | null {
    const company = this.fixedOrg(plan.fixed.subject);
    if (!company || !plan.fixed.formerName) return null;
    const later = company.formerNames.filter((f) => f.until >= plan.date).sort((a, c) => a.until.localeCompare(c.until))[0];
    return {
      subject: org(company),
      object: null,
      orgIds: [company.id],
      amount: null,
      details: { formerName: plan.fixed.formerName, newName: later?.name ?? company.name },
    };
  }

  private ipo(plan: Plan): Draft | null {
    const company = this.fixedOrg(plan.fixed.subject);
    if (!company?.listing) return null;
    const usd = company.revenueUsd * floatBetween(this.rng, 0.05, 0.2);
    return {
      subject: org(company),
      object: null,
      orgIds: [company.id],
      amount: this.money(usd, company.currency),
      details: { exchange: company.listing.exchangeName, ticker: company.listing.ticker },
    };
  }

  private incident(plan: Plan): Draft | null {
    // Offices rarely burn down in the news: incidents happen at plants, mines, depots and stores.
    const company = this.subject(plan, (o) => (INCIDENT_KINDS[o.gics?.sector ?? ""] && !/Professional|Commercial/.test(o.gics?.industryGroup ?? "") ? o.prominence : 0));
    if (!company) return null;
    const incident = plan.fixed.incident ?? pick(this.rng, INCIDENT_KINDS[company.gics?.sector ?? ""] ?? ["fire"]);
    const place = chance(this.rng, 0.4) ? this.b.placeById.get(company.hqPlaceId) : this.b.randomCity(this.rng, company.country);
    const [fMin, fMax] = plan.fixed.fatalities ?? (chance(this.rng, 0.6) ? [0, 0] : [1, 3]);
    const [iMin, iMax] = plan.fixed.injured ?? [1, 15];
    return {
      subject: org(company),
      object: { type: "GPE", id: place?.id ?? company.hqPlaceId },
      orgIds: [company.id],
      amount: null,
      details: { incident, fatalities: intBetween(this.rng, fMin, fMax), injured: intBetween(this.rng, iMin, iMax), placeId: place?.id ?? company.hqPlaceId },
    };
  }

  private fraud(plan: Plan): Draft | null {
    const company = this.subject(plan, (o) => (o.prominence >= 3 ? o.prominence : 0));
    if (!company) return null;
    const current = (["cfo", "ceo", "coo"] as ExecutiveRole[]).map((r) => ({ role: r, person: this.b.currentHolder(company.id, r) })).find((c) => c.person && chance(this.rng, 0.75));
    let accused = current?.person ?? null;
    let role: ExecutiveRole = current?.role ?? "cfo";
    if (accused) this.b.endRole(accused, company.id, role, plan.date);
    else {
      // A former executive: the spell ended a while before the charges.
      accused = this.b.createPerson(this.rng, company.country);
      role = pick(this.rng, ["cfo", "coo"] as ExecutiveRole[]);
      accused.roles.push({ orgId: company.id, role, from: addDays(plan.date, -intBetween(this.rng, 2000, 3500)), to: addDays(plan.date, -intBetween(this.rng, 200, 900)) });
    }
    const usd = logNormal(this.rng, 20_000_000, 1) * (plan.fixed.scale ?? 1);
    return {
      subject: { type: "PERSON", id: accused.id },
      object: org(company),
      orgIds: [company.id],
      amount: this.money(usd, company.currency),
      details: { role, fraud: pick(this.rng, FRAUD_KINDS), placeId: company.hqPlaceId },
    };
  }

  private breach(plan: Plan): Draft | null {
    const company = this.subject(plan, (o) => (BREACH_SECTORS.has(o.gics?.sector ?? "") ? o.prominence : 0));
    if (!company) return null;
    const records = roundSignificant(logNormal(this.rng, 120_000 * company.prominence, 1.1) * (plan.fixed.scale ?? 1));
    return { subject: org(company), object: null, orgIds: [company.id], amount: null, details: { records } };
  }
}

function org(o: Org) {
  return { type: "ORG" as const, id: o.id };
}

function roundSignificant(value: number, digits = 3): number {
  if (value === 0) return 0;
  const magnitude = Math.abs(value);
  const power = Math.pow(10, Math.max(0, Math.floor(Math.log10(magnitude)) - (digits - 1)));
  return Math.sign(value) * Math.round(magnitude / power) * power;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A stable per-company number in [0, 1): each company keeps its own growth rate across quarters. */
function hashFraction(text: string): number {
  return hashString(text) / 4294967296;
}
