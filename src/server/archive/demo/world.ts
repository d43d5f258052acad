// The fictional world: organisations with identifiers and histories, the
// people who lead them, the cities they sit in and the products they sell,
// then the dated events between them (events.ts). `buildWorld` is a pure
// function of its seed and options.
import { GICS_NODES, type GicsNode } from "../../../contract/taxonomies/gics";
import { addDays, ARCHIVE_CUTOFF, makeDay } from "./calendar";
import { buildEvents } from "./events";
import { COUNTRY_PROFILES, countryInfo, countryProfile, REGULATORS, type CountryProfile, type NameStyle } from "./geography";
import { makeFictionalCik, makeFictionalQid, makeFigi, makeIsin, makeLei } from "./identifiers";
import { makeCityName, makeOrgName, makePersonName, makeProductName, makeRoot, tickerCandidates } from "./names";
import { chance, deriveRng, gaussian, intBetween, logNormal, pick, pickWeighted, WeightedTable, type Rng } from "./random";
import { productCategoriesFor, SECTOR_WEIGHTS } from "./sector-traits";
import type { ExecutiveRole, Gender, GicsPath, IsoDay, Org, Person, Place, Product, World } from "./types";

export interface WorldOptions {
  /** How many companies exist from the start (acquisition targets and start-ups are added as events need them). */
  companies?: number;
  /** About how many events to generate; the article generator sizes it so every event has a source. */
  events?: number;
}

export const DEFAULT_COMPANIES = 340;
export const DEFAULT_EVENTS = 14_000;

// ---------------------------------------------------------------- GICS

const GICS_BY_CODE = new Map<string, GicsNode>(GICS_NODES.map((node) => [node.code, node]));
const SUB_INDUSTRIES = GICS_NODES.filter((node) => node.level === "sub_industry");

/** The four levels of a sub-industry, found by walking up the parents. */
export function gicsPath(subIndustryCode: string): GicsPath {
  const chain: GicsNode[] = [];
  for (let node = GICS_BY_CODE.get(subIndustryCode); node; node = node.parent ? GICS_BY_CODE.get(node.parent) : undefined) {
    chain.unshift(node);
  }
  const [sector, industryGroup, industry, subIndustry] = chain;
  if (!sector || !industryGroup || !industry || !subIndustry) throw new Error(`incomplete GICS path for ${subIndustryCode}`);
  return { sector: sector.name, industryGroup: industryGroup.name, industry: industry.name, subIndustry: subIndustry.name, code: subIndustry.code };
}

function subIndustriesOfSector(sector: string): GicsNode[] {
  const sectorCode = GICS_NODES.find((n) => n.level === "sector" && n.name === sector)?.code ?? "";
  return SUB_INDUSTRIES.filter((n) => n.code.startsWith(sectorCode));
}

// ---------------------------------------------------------------- builder

const PROMINENCE_WEIGHTS = [8, 12, 14, 15, 14, 12, 10, 7, 5, 3];
const PROMINENCE_LEVELS = PROMINENCE_WEIGHTS.map((_, i) => i + 1);

/** Few giants, many small firms. */
function drawProminence(rng: Rng): number {
  return pickWeighted(rng, PROMINENCE_LEVELS, (level) => PROMINENCE_WEIGHTS[level - 1] ?? 0);
}
const STYLES_ABROAD: NameStyle[] = ["en", "en", "fr", "de", "es", "it", "nl", "nordic", "in", "pt"];
const ROLE_ORDER: ExecutiveRole[] = ["ceo", "cfo", "coo", "cto", "chair"];

export interface CompanySpec {
  country?: CountryProfile;
  sector?: string;
  prominence?: number;
  founded?: number;
  /** Start-ups and acquisition targets: unlisted, small, often young. */
  small?: boolean;
}

/** Holds the growing world and the uniqueness sets while entities and events are generated. */
export class WorldBuilder {
  readonly orgs: Org[] = [];
  readonly people: Person[] = [];
  readonly places: Place[] = [];
  readonly products: Product[] = [];
  readonly orgById = new Map<string, Org>();
  readonly personById = new Map<string, Person>();
  readonly placeById = new Map<string, Place>();
  readonly citiesByCountry = new Map<string, Place[]>();
  private readonly usedNames = new Set<string>();
  private readonly usedRoots = new Set<string>();
  private readonly usedTickers = new Set<string>();
  private readonly usedPeople = new Set<string>();
  private readonly usedProducts = new Set<string>();
  private readonly countryTable = new WeightedTable(COUNTRY_PROFILES, (p) => p.weight);
  private readonly sectorTable = new WeightedTable(Object.keys(SECTOR_WEIGHTS), (s) => SECTOR_WEIGHTS[s] ?? 1);

  constructor(readonly seed: number) {}

  // ------------------------------------------------------------ places

  addCity(rng: Rng, profile: CountryProfile): Place {
    let name = makeCityName(rng, profile.style);
    for (let tries = 0; this.usedNames.has(name.toLowerCase()) && tries < 50; tries++) name = makeCityName(rng, profile.style);
    if (this.usedNames.has(name.toLowerCase())) name = `${name} ${profile.name === "United States" ? "Springs" : "Nova"}`;
    this.usedNames.add(name.toLowerCase());
    const info = countryInfo(profile.name);
    const place: Place = { id: `gpe-${String(this.places.length + 1).padStart(4, "0")}`, name, country: profile.name, ...info };
    this.places.push(place);
    this.placeById.set(place.id, place);
    const list = this.citiesByCountry.get(profile.name) ?? [];
    list.push(place);
    this.citiesByCountry.set(profile.name, list);
    return place;
  }

  randomCity(rng: Rng, country?: string): Place {
    const profile = country ? countryProfile(country) : this.countryTable.pick(rng);
    return pick(rng, this.citiesByCountry.get(profile.name) ?? [this.addCity(rng, profile)]);
  }

  randomCountry(rng: Rng): CountryProfile {
    return this.countryTable.pick(rng);
  }

  // ------------------------------------------------------------ names

  private uniqueOrgName(rng: Rng, style: NameStyle, sector: string, industry: string): { root: string; name: string } {
    for (let tries = 0; tries < 200; tries++) {
      const candidate = makeOrgName(rng, style, sector, industry);
      if (this.usedNames.has(candidate.name.toLowerCase()) || this.usedRoots.has(candidate.root.toLowerCase())) continue;
      this.usedNames.add(candidate.name.toLowerCase());
      this.usedRoots.add(candidate.root.toLowerCase());
      return candidate;
    }
    // Dense styles can run out of two-part roots; a third syllable always frees one.
    const root = makeRoot(rng, style) + makeRoot(rng, style).toLowerCase().slice(0, 3);
    const name = `${root} ${industry.split(/[ ,&]/)[0]}`;
    this.usedNames.add(name.toLowerCase());
    this.usedRoots.add(root.toLowerCase());
    return { root, name };
  }

  private uniqueTicker(name: string, rng: Rng): string {
    for (const candidate of tickerCandidates(name)) {
      if (!this.usedTickers.has(candidate)) {
        this.usedTickers.add(candidate);
        return candidate;
      }
    }
    for (;;) {
      const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
      const ticker = Array.from({ length: 4 }, () => pick(rng, [...letters])).join("");
      if (!this.usedTickers.has(ticker)) {
        this.usedTickers.add(ticker);
        return ticker;
      }
    }
  }

  // ------------------------------------------------------------ organisations

  createCompany(rng: Rng, spec: CompanySpec = {}): Org {
    const profile = spec.country ?? this.countryTable.pick(rng);
    const sector = spec.sector ?? this.sectorTable.pick(rng);
    const gics = gicsPath(pick(rng, subIndustriesOfSector(sector)).code);
    const prominence = spec.prominence ?? (spec.small ? intBetween(rng, 1, 3) : drawProminence(rng));
    const founded = spec.founded ?? (spec.small ? intBetween(rng, 2008, 2022) : chance(rng, 0.08) ? intBetween(rng, 2016, 2021) : intBetween(rng, 1890, 2014));
    const { root, name } = this.uniqueOrgName(rng, profile.style, gics.sector, gics.industry);
    const listed = !spec.small && founded < 2016 && chance(rng, prominence >= 7 ? 0.92 : prominence >= 5 ? 0.6 : prominence >= 3 ? 0.3 : 0.1);
    const legalForm = pick(rng, profile.legalForms[listed ? 0 : 1]);
    const employees = Math.max(12, Math.round(Math.pow(10, 1.8 + 0.38 * prominence + gaussian(rng, 0, 0.2))));
    const info = countryInfo(profile.name);
    const hq = this.randomCity(rng, profile.name);
    const org: Org = {
      id: `org-${String(this.orgs.length + 1).padStart(5, "0")}`,
      kind: "company",
      name,
      legalName: `${name} ${legalForm}`,
      aliases: [],
      formerNames: [],
      country: profile.name,
      continent: info.continent,
      region: info.region,
      hqPlaceId: hq.id,
      founded,
      gics,
      listing: null,
      identifiers: { lei: null, cik: null, qid: makeFictionalQid(rng) },
      employees,
      revenueUsd: Math.round(employees * logNormal(rng, 220_000, 0.4)),
      currency: profile.currency,
      prominence,
      acquiredBy: null,
      acquiredOn: null,
    };
    org.aliases = [org.legalName, ...(root !== name ? [root] : [])];
    if (listed) this.list(rng, org, profile, chance(rng, 0.15) ? makeDay(intBetween(rng, 2016, 2025), intBetween(rng, 1, 12), intBetween(rng, 3, 26)) : null);
    if (listed || chance(rng, 0.55)) org.identifiers.lei = makeLei(rng);
    if (profile.name === "United States" && (listed || chance(rng, 0.3))) org.identifiers.cik = makeFictionalCik(rng);
    this.addOrg(org);
    return org;
  }

  /** Gives a company a listing; `since` null means it listed before the archive begins. */
  list(rng: Rng, org: Org, profile: CountryProfile, since: IsoDay | null): void {
    const listedSince = since ?? makeDay(intBetween(rng, Math.max(org.founded + 2, 1980), 2015), intBetween(rng, 1, 12), intBetween(rng, 1, 28));
    org.listing = {
      ticker: this.uniqueTicker(org.name, rng),
      exchange: profile.exchange.code,
      exchangeName: profile.exchange.name,
      isin: makeIsin(rng, countryInfo(profile.name).iso2),
      figi: makeFigi(rng),
      listedSince,
      delistedOn: null,
    };
    if (!org.identifiers.lei) org.identifiers.lei = makeLei(rng);
    if (profile.name === "United States" && !org.identifiers.cik) org.identifiers.cik = makeFictionalCik(rng);
  }

  addRegulator(rng: Rng, spec: (typeof REGULATORS)[number]): Org {
    const info = countryInfo(spec.country);
    const hq = this.randomCity(rng, spec.country);
    this.usedNames.add(spec.name.toLowerCase());
    const org: Org = {
      id: `org-${String(this.orgs.length + 1).padStart(5, "0")}`,
      kind: "regulator",
      name: spec.name,
      legalName: spec.name,
      aliases: [spec.acronym],
      formerNames: [],
      country: spec.country,
      continent: info.continent,
      region: info.region,
      hqPlaceId: hq.id,
      founded: intBetween(rng, 1934, 1995),
      gics: null,
      listing: null,
      identifiers: { lei: null, cik: null, qid: makeFictionalQid(rng) },
      employees: intBetween(rng, 600, 4000),
      revenueUsd: 0,
      currency: countryProfile(spec.country).currency,
      prominence: 6,
      acquiredBy: null,
      acquiredOn: null,
    };
    this.addOrg(org);
    return org;
  }

  private addOrg(org: Org): void {
    this.orgs.push(org);
    this.orgById.set(org.id, org);
  }

  /** A renaming: the current name moves to `formerNames`, the new one takes its place. */
  giveFormerName(rng: Rng, org: Org, until: IsoDay): void {
    const profile = countryProfile(org.country);
    const sector = org.gics?.sector ?? "Industrials";
    const industry = org.gics?.industry ?? "Industrial Conglomerates";
    const older = this.uniqueOrgName(rng, profile.style, sector, industry);
    // Keep the history readable: the company was called `older` until `until`, and `name` since.
    org.formerNames.push({ name: older.name, until });
  }

  // ------------------------------------------------------------ people

  createPerson(rng: Rng, country: string): Person {
    const home = countryProfile(country);
    const style = chance(rng, 0.78) ? home.style : pick(rng, STYLES_ABROAD);
    const gender: Gender = chance(rng, 0.42) ? "f" : "m";
    let parts = makePersonName(rng, style, gender);
    for (let tries = 0; this.usedPeople.has(parts.name) && tries < 40; tries++) parts = makePersonName(rng, style, gender);
    if (this.usedPeople.has(parts.name)) parts = { ...parts, familyName: `${parts.familyName}-${makeRoot(rng, style)}`, name: `${parts.givenName} ${parts.familyName}-${makeRoot(rng, style)}` };
    this.usedPeople.add(parts.name);
    const person: Person = {
      id: `per-${String(this.people.length + 1).padStart(5, "0")}`,
      ...parts,
      gender,
      country,
      roles: [],
    };
    this.people.push(person);
    this.personById.set(person.id, person);
    return person;
  }

  appoint(person: Person, org: Org, role: ExecutiveRole, from: IsoDay): void {
    person.roles.push({ orgId: org.id, role, from, to: null });
    this.holders.set(`${org.id}/${role}`, person.id);
  }

  /** Ends the person's current spell in that role (the day before `date`). */
  endRole(person: Person, orgId: string, role: ExecutiveRole, date: IsoDay): void {
    const spell = person.roles.find((r) => r.orgId === orgId && r.role === role && r.to === null);
    if (spell) spell.to = addDays(date, -1) < spell.from ? spell.from : addDays(date, -1);
    if (this.holders.get(`${orgId}/${role}`) === person.id) this.holders.delete(`${orgId}/${role}`);
  }

  /** Holders while events are generated in date order: the latest appointment wins. */
  private readonly holders = new Map<string, string>();

  currentHolder(orgId: string, role: ExecutiveRole): Person | null {
    const id = this.holders.get(`${orgId}/${role}`);
    return id ? (this.personById.get(id) ?? null) : null;
  }

  /** The role a person holds right now, if any (for poaching and fraud cases). */
  currentRole(person: Person): { orgId: string; role: ExecutiveRole } | null {
    const spell = person.roles.find((r) => r.to === null);
    return spell ? { orgId: spell.orgId, role: spell.role } : null;
  }

  seedLeadership(rng: Rng, org: Org): void {
    const roles: ExecutiveRole[] = org.prominence >= 5 ? ROLE_ORDER.filter((r) => r === "ceo" || r === "cfo" || chance(rng, 0.6)) : ["ceo", "cfo"];
    for (const role of roles) {
      const person = this.createPerson(rng, org.country);
      const earliest = Math.max(org.founded, 2003);
      const from = makeDay(intBetween(rng, Math.min(earliest, 2015), 2015), intBetween(rng, 1, 12), intBetween(rng, 1, 28));
      this.appoint(person, org, role, from);
    }
  }

  // ------------------------------------------------------------ products

  createProduct(rng: Rng, org: Org, launched: IsoDay): Product {
    const category = pick(rng, org.gics ? productCategoriesFor(org.gics.sector, org.gics.industryGroup) : ["software"]);
    let name = makeProductName(rng, category);
    for (let tries = 0; (this.usedProducts.has(name) || this.usedNames.has(name.toLowerCase())) && tries < 60; tries++) name = makeProductName(rng, category);
    if (this.usedProducts.has(name)) name = `${name} ${this.products.length}`;
    this.usedProducts.add(name);
    const product: Product = { id: `prd-${String(this.products.length + 1).padStart(5, "0")}`, name, orgId: org.id, category, launched };
    this.products.push(product);
    const own = this.productsByOrg.get(org.id) ?? [];
    own.push(product);
    this.productsByOrg.set(org.id, own);
    return product;
  }

  private readonly productsByOrg = new Map<string, Product[]>();

  productsOf(orgId: string, before: IsoDay): Product[] {
    return (this.productsByOrg.get(orgId) ?? []).filter((p) => p.launched <= before);
  }
}

// ---------------------------------------------------------------- build

/** The whole world for one seed: entities first, then the event history. */
export function buildWorld(seed: number, options: WorldOptions = {}): World {
  const builder = new WorldBuilder(seed);
  seedPlaces(builder, deriveRng(seed, "places"));
  seedRegulators(builder, deriveRng(seed, "regulators"));
  seedCompanies(builder, deriveRng(seed, "companies"), options.companies ?? DEFAULT_COMPANIES);
  const { events, stories } = buildEvents(builder, deriveRng(seed, "events"), options.events ?? DEFAULT_EVENTS);
  return {
    seed,
    archiveCutoff: ARCHIVE_CUTOFF,
    orgs: builder.orgs,
    people: builder.people,
    places: builder.places,
    products: builder.products,
    events,
    stories,
  };
}

function seedPlaces(builder: WorldBuilder, rng: Rng): void {
  for (const profile of COUNTRY_PROFILES) {
    const count = 2 + Math.ceil(profile.weight / 5);
    for (let i = 0; i < count; i++) builder.addCity(rng, profile);
  }
}

function seedRegulators(builder: WorldBuilder, rng: Rng): void {
  for (const spec of REGULATORS) builder.addRegulator(rng, spec);
}

function seedCompanies(builder: WorldBuilder, rng: Rng, count: number): void {
  const sectors = Object.keys(SECTOR_WEIGHTS);
  for (let i = 0; i < count; i++) {
    // The first eleven cover every sector, so a small world still spans all of GICS.
    const org = builder.createCompany(rng, i < sectors.length ? { sector: sectors[i] as string, founded: intBetween(rng, 1950, 2010) } : {});
    if (org.founded < 2016) builder.seedLeadership(rng, org);
    const initialProducts = intBetween(rng, 1, org.prominence >= 6 ? 4 : 2);
    for (let p = 0; p < initialProducts && org.founded < 2016; p++) {
      builder.createProduct(rng, org, makeDay(intBetween(rng, Math.max(org.founded, 2006), 2015), intBetween(rng, 1, 12), intBetween(rng, 1, 28)));
    }
    if (chance(rng, 0.14)) {
      const renamedDuringArchive = chance(rng, 0.55) && org.founded < 2014;
      const until = renamedDuringArchive
        ? makeDay(intBetween(rng, 2016, 2026), intBetween(rng, 1, 9), intBetween(rng, 1, 28))
        : makeDay(intBetween(rng, Math.max(org.founded + 1, 1995), 2015), intBetween(rng, 1, 12), intBetween(rng, 1, 28));
      builder.giveFormerName(rng, org, until);
    }
  }
  ensureListedCount(builder, rng, 150);
}

/** The resolver needs a real security master: top up listings among the most prominent private companies. */
function ensureListedCount(builder: WorldBuilder, rng: Rng, minimum: number): void {
  const companies = builder.orgs.filter((o) => o.kind === "company");
  let listed = companies.filter((o) => o.listing).length;
  const candidates = companies.filter((o) => !o.listing && o.founded < 2016).sort((a, b) => b.prominence - a.prominence || a.id.localeCompare(b.id));
  for (const org of candidates) {
    if (listed >= minimum) break;
    builder.list(rng, org, countryProfile(org.country), null);
    listed++;
  }
}

/** The name an organisation went by on a given day (renamings move it into `formerNames`). */
export function nameOn(org: Org, day: IsoDay): string {
  for (const former of [...org.formerNames].sort((a, b) => a.until.localeCompare(b.until))) {
    if (day <= former.until) return former.name;
  }
  return org.name;
}
