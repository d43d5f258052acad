// The invented press of the demo world: wires, national papers, business
// dailies, trade blogs, press-release sites, one regulator and one journal.
// Every outlet lives on a `.example` domain, writes in its own languages, leans
// towards its own regions, sectors and kinds of story, and has its own page
// template (family + class prefix + date and URL styles).
import { countryInfo, countryProfile } from "./geography";
import { makePersonName } from "./names";
import { chance, deriveRng, intBetween, pick, type Rng } from "./random";
import type { DemoLanguage, EventType } from "./types";
import type { NameStyle } from "./geography";

export type OutletKind = "newswire" | "national_paper" | "business_daily" | "regional_paper" | "trade_blog" | "press_release" | "government" | "academic_journal";
export type TemplateFamily = "wire" | "broadsheet" | "portal" | "blog" | "pressroom" | "gov" | "journal";
export type DateStyle = "long" | "numeric" | "iso" | "long_time";
export type UrlStyle = "section_date_slug" | "date_slug_slash" | "section_slug_id" | "compact_date" | "id_slug" | "release" | "notice" | "paper";

export interface OutletStyle {
  /** Class-name prefix, so two outlets of one family still differ in markup. */
  prefix: string;
  dateStyle: DateStyle;
  urlStyle: UrlStyle;
  jsonLdInHead: boolean;
  /** Wraps the NewsArticle in an `@graph` with WebSite and WebPage nodes, as some CMSs do. */
  jsonLdGraph: boolean;
  /** Writes article:modified_time even when nothing changed (many CMSs do). */
  alwaysModifiedMeta: boolean;
  /** Hours from UTC for the times in meta tags. */
  utcOffset: number;
  accent: string;
}

export interface OutletBias {
  continents: Record<string, number>;
  countries: Record<string, number>;
  /** Multipliers per GICS sector; a sector not listed counts `otherSectors`. */
  sectors: Record<string, number>;
  otherSectors: number;
  types: Partial<Record<EventType, number>>;
}

export interface Outlet {
  id: string;
  name: string;
  netloc: string;
  kind: OutletKind;
  family: TemplateFamily;
  languages: DemoLanguage[];
  country: string;
  continent: string;
  region: string;
  /** First year it publishes: the press grows over the decade too. */
  founded: number;
  /** Relative output when its biases fit. */
  volume: number;
  bias: OutletBias;
  style: OutletStyle;
  staff: string[];
  tagline: string;
}

interface OutletSpec {
  name: string;
  netloc: string;
  kind: OutletKind;
  family: TemplateFamily;
  languages: DemoLanguage[];
  country: string;
  founded?: number;
  volume: number;
  sectors?: string[];
  /** Only these event types (press-release sites publish what companies announce). */
  onlyTypes?: EventType[];
  tagline: string;
}

const ANNOUNCED: EventType[] = ["acquisition", "investment", "partnership", "supply_deal", "executive_appointment", "earnings", "product_launch", "facility_opening", "rebrand", "ipo"];

const SPECS: OutletSpec[] = [
  { name: "Harbour Wire", netloc: "harbourwire.example", kind: "newswire", family: "wire", languages: ["en"], country: "United Kingdom", volume: 10, tagline: "Business news as it breaks" },
  { name: "Meridian Newswire", netloc: "meridian-newswire.example", kind: "newswire", family: "wire", languages: ["en"], country: "United States", volume: 9, tagline: "Markets, companies, deals" },
  { name: "Pacific Ledger Wire", netloc: "pacificledger.example", kind: "newswire", family: "wire", languages: ["en"], country: "Singapore", volume: 5, tagline: "Asia-Pacific business wire" },
  { name: "Agence Boussole", netloc: "agence-boussole.example", kind: "newswire", family: "wire", languages: ["fr"], country: "France", volume: 6, tagline: "L'actualité économique en continu" },
  { name: "Depeschendienst Nord", netloc: "ddn-depeschen.example", kind: "newswire", family: "wire", languages: ["de"], country: "Germany", volume: 6, tagline: "Wirtschaftsnachrichten im Minutentakt" },
  { name: "Agencia Faro", netloc: "agenciafaro.example", kind: "newswire", family: "wire", languages: ["es"], country: "Spain", volume: 6, tagline: "Noticias económicas al instante" },
  { name: "The Northgate Courier", netloc: "northgate-courier.example", kind: "national_paper", family: "broadsheet", languages: ["en"], country: "United Kingdom", volume: 6, tagline: "Independent journalism since 1871" },
  { name: "The Lakeshore Tribune", netloc: "lakeshore-tribune.example", kind: "national_paper", family: "broadsheet", languages: ["en"], country: "United States", volume: 6, tagline: "News for the whole shoreline" },
  { name: "Daily Bulletin of Commerce", netloc: "dailybulletin-commerce.example", kind: "business_daily", family: "portal", languages: ["en"], country: "United States", volume: 6, tagline: "The business of business" },
  { name: "The Maple Ledger", netloc: "mapleledger.example", kind: "national_paper", family: "broadsheet", languages: ["en", "fr"], country: "Canada", volume: 4, tagline: "Canada's business paper" },
  { name: "Southern Cross Business Review", netloc: "southerncross-review.example", kind: "national_paper", family: "broadsheet", languages: ["en"], country: "Australia", volume: 4, tagline: "Business from the Southern Hemisphere" },
  { name: "Monsoon Markets", netloc: "monsoon-markets.example", kind: "business_daily", family: "portal", languages: ["en"], country: "India", founded: 2017, volume: 4, tagline: "Markets, money, monsoon" },
  { name: "Savanna Business Daily", netloc: "savanna-daily.example", kind: "business_daily", family: "portal", languages: ["en"], country: "Kenya", volume: 3, tagline: "Africa's business pulse" },
  { name: "The Fynbos Chronicle", netloc: "fynbos-chronicle.example", kind: "national_paper", family: "broadsheet", languages: ["en"], country: "South Africa", volume: 3, tagline: "News from the Cape and beyond" },
  { name: "Saltmarsh Business Times", netloc: "saltmarsh-times.example", kind: "regional_paper", family: "portal", languages: ["en"], country: "United States", volume: 3, tagline: "Your region's business weekly" },
  { name: "Nordic Ledger", netloc: "nordic-ledger.example", kind: "regional_paper", family: "broadsheet", languages: ["en"], country: "Sweden", founded: 2017, volume: 3, tagline: "Nordic business in English" },
  { name: "Gulf Trade Digest", netloc: "gulf-trade-digest.example", kind: "regional_paper", family: "portal", languages: ["en"], country: "United Arab Emirates", founded: 2020, volume: 3, tagline: "Trade and industry in the Gulf" },
  { name: "Le Quotidien Éco", netloc: "le-quotidien-eco.example", kind: "business_daily", family: "portal", languages: ["fr"], country: "France", volume: 6, tagline: "Le quotidien de l'économie" },
  { name: "La Gazette des Marchés", netloc: "gazette-des-marches.example", kind: "national_paper", family: "broadsheet", languages: ["fr"], country: "France", volume: 5, tagline: "Marchés, entreprises, décideurs" },
  { name: "La Vigie du Léman", netloc: "vigie-leman.example", kind: "regional_paper", family: "portal", languages: ["fr", "de"], country: "Switzerland", volume: 3, tagline: "L'économie romande et alémanique" },
  { name: "La Lanterne d'Affaires", netloc: "lanterne-affaires.example", kind: "regional_paper", family: "broadsheet", languages: ["fr", "nl"], country: "Belgium", volume: 3, tagline: "Les affaires au cœur de l'Europe" },
  { name: "L'Horizon Maghreb Éco", netloc: "horizon-maghreb.example", kind: "regional_paper", family: "portal", languages: ["fr"], country: "Morocco", founded: 2018, volume: 2, tagline: "L'économie du Maghreb" },
  { name: "Rheinischer Marktbote", netloc: "marktbote.example", kind: "national_paper", family: "broadsheet", languages: ["de"], country: "Germany", volume: 5, tagline: "Wirtschaft. Klar. Unabhängig." },
  { name: "Handelskurier Süd", netloc: "handelskurier-sued.example", kind: "business_daily", family: "portal", languages: ["de"], country: "Germany", volume: 4, tagline: "Das Wirtschaftsportal für den Süden" },
  { name: "Alpenländische Wirtschaftszeitung", netloc: "alpen-wirtschaft.example", kind: "regional_paper", family: "broadsheet", languages: ["de"], country: "Austria", volume: 3, tagline: "Wirtschaft zwischen Bodensee und Donau" },
  { name: "El Faro de los Negocios", netloc: "faro-negocios.example", kind: "business_daily", family: "portal", languages: ["es"], country: "Spain", volume: 5, tagline: "La luz sobre la economía" },
  { name: "Crónica del Mercader", netloc: "cronica-mercader.example", kind: "national_paper", family: "broadsheet", languages: ["es"], country: "Spain", volume: 4, tagline: "Economía y empresas" },
  { name: "El Nopal Financiero", netloc: "nopal-financiero.example", kind: "national_paper", family: "portal", languages: ["es"], country: "Mexico", volume: 4, tagline: "Negocios de México y América" },
  { name: "La Brújula Andina", netloc: "brujula-andina.example", kind: "regional_paper", family: "broadsheet", languages: ["es"], country: "Chile", volume: 3, tagline: "Economía del Cono Sur" },
  { name: "Il Timone Economico", netloc: "timone-economico.example", kind: "business_daily", family: "portal", languages: ["it"], country: "Italy", volume: 4, tagline: "Economia, finanza, imprese" },
  { name: "Il Mercante Padano", netloc: "mercante-padano.example", kind: "national_paper", family: "broadsheet", languages: ["it"], country: "Italy", volume: 3, tagline: "Il giornale delle imprese" },
  { name: "Folha do Cais", netloc: "folha-do-cais.example", kind: "business_daily", family: "portal", languages: ["pt"], country: "Brazil", volume: 4, tagline: "Economia e negócios" },
  { name: "Jornal da Ribeira", netloc: "jornal-ribeira.example", kind: "national_paper", family: "broadsheet", languages: ["pt"], country: "Portugal", volume: 3, tagline: "Economia portuguesa e lusófona" },
  { name: "De Koersbode", netloc: "koersbode.example", kind: "national_paper", family: "broadsheet", languages: ["nl"], country: "Netherlands", volume: 4, tagline: "Economie en beurs" },
  { name: "Het Kadeblad", netloc: "kadeblad.example", kind: "business_daily", family: "portal", languages: ["nl"], country: "Netherlands", volume: 3, tagline: "Handel, haven en industrie" },
  { name: "Chipline Notes", netloc: "chipline-notes.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United States", volume: 4, sectors: ["Information Technology"], tagline: "Silicon, software and the supply chain" },
  { name: "Grid & Pipe", netloc: "gridandpipe.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United Kingdom", volume: 3, sectors: ["Energy", "Utilities"], tagline: "Energy and utilities, unplugged" },
  { name: "Pillbox Review", netloc: "pillbox-review.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United States", volume: 3, sectors: ["Health Care"], tagline: "Pharma and medtech, examined" },
  { name: "Freightlane Journal", netloc: "freightlane.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "Netherlands", volume: 3, sectors: ["Industrials"], tagline: "Logistics, machinery, industry" },
  { name: "Aisle Notes", netloc: "aislenotes.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United Kingdom", volume: 3, sectors: ["Consumer Staples", "Consumer Discretionary"], tagline: "What's moving on the shelves" },
  { name: "Vault & Ledger", netloc: "vaultandledger.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United States", volume: 3, sectors: ["Financials"], tagline: "Banking and finance, line by line" },
  { name: "Signal Tower", netloc: "signaltower.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United States", founded: 2018, volume: 3, sectors: ["Communication Services"], tagline: "Telecoms and media watch" },
  { name: "Ore & Anvil", netloc: "oreandanvil.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "Australia", volume: 2, sectors: ["Materials"], tagline: "Metals, mining and materials" },
  { name: "Bricks & Yields", netloc: "bricksandyields.example", kind: "trade_blog", family: "blog", languages: ["en"], country: "United Kingdom", founded: 2019, volume: 2, sectors: ["Real Estate"], tagline: "Property, decoded" },
  { name: "Werkbank Blog", netloc: "werkbank-blog.example", kind: "trade_blog", family: "blog", languages: ["de"], country: "Germany", founded: 2021, volume: 2, sectors: ["Industrials", "Materials"], tagline: "Industrie und Mittelstand" },
  { name: "PressDesk Global", netloc: "pressdesk-global.example", kind: "press_release", family: "pressroom", languages: ["en"], country: "United States", volume: 5, onlyTypes: ANNOUNCED, tagline: "Company announcements, as issued" },
  { name: "Newsroom Relay", netloc: "newsroom-relay.example", kind: "press_release", family: "pressroom", languages: ["en", "fr", "de", "es"], country: "United Kingdom", volume: 4, onlyTypes: ANNOUNCED, tagline: "Corporate news distribution" },
  { name: "Sala de Prensa Abierta", netloc: "salaprensa-abierta.example", kind: "press_release", family: "pressroom", languages: ["es", "pt"], country: "Spain", founded: 2018, volume: 2, onlyTypes: ANNOUNCED, tagline: "Comunicados de prensa de empresas" },
  { name: "Federal Market Conduct Commission", netloc: "fmcc.gov.example", kind: "government", family: "gov", languages: ["en"], country: "United States", volume: 0, onlyTypes: ["regulatory_fine"], tagline: "An official site of the demo world's fictional market regulator" },
  { name: "Quarterly Review of Enterprise Networks", netloc: "qren-journal.example", kind: "academic_journal", family: "journal", languages: ["en"], country: "United Kingdom", volume: 0, tagline: "Peer-reviewed research on firms and markets" },
];

export const GOVERNMENT_NETLOC = "fmcc.gov.example";
export const JOURNAL_NETLOC = "qren-journal.example";

const LANGUAGE_STYLE: Record<DemoLanguage, NameStyle> = { en: "en", fr: "fr", de: "de", es: "es", it: "it", pt: "pt", nl: "nl" };

const FAMILY_URLS: Record<TemplateFamily, UrlStyle[]> = {
  wire: ["section_date_slug", "compact_date", "id_slug"],
  broadsheet: ["section_date_slug", "date_slug_slash", "section_slug_id"],
  portal: ["section_slug_id", "compact_date", "id_slug"],
  blog: ["date_slug_slash", "section_date_slug"],
  pressroom: ["release"],
  gov: ["notice"],
  journal: ["paper"],
};

const ACCENTS = ["#0b4f6c", "#8c1c13", "#1d3557", "#2a6041", "#6a4c93", "#b5651d", "#264653", "#9d0208", "#005f73", "#3d405b"];

export function buildOutlets(seed: number): Outlet[] {
  return SPECS.map((spec, index) => buildOutlet(spec, index, deriveRng(seed, `outlet:${spec.netloc}`)));
}

function buildOutlet(spec: OutletSpec, index: number, rng: Rng): Outlet {
  const info = countryInfo(countryProfile(spec.country).name);
  return {
    id: `out-${String(index + 1).padStart(2, "0")}`,
    name: spec.name,
    netloc: spec.netloc,
    kind: spec.kind,
    family: spec.family,
    languages: spec.languages,
    country: spec.country,
    continent: info.continent,
    region: info.region,
    founded: spec.founded ?? 2010,
    volume: spec.volume,
    bias: buildBias(spec, info.continent),
    style: buildStyle(spec, rng),
    staff: buildStaff(spec, rng),
    tagline: spec.tagline,
  };
}

function buildBias(spec: OutletSpec, continent: string): OutletBias {
  const local = spec.kind === "national_paper" || spec.kind === "regional_paper" || spec.kind === "business_daily";
  const types: Partial<Record<EventType, number>> = {};
  if (spec.onlyTypes) {
    for (const type of ANNOUNCED.concat(["regulatory_fine", "site_incident", "fraud_charge", "data_breach", "layoffs", "lawsuit", "product_recall", "executive_departure"])) {
      types[type] = spec.onlyTypes.includes(type) ? 1 : 0;
    }
  }
  if (spec.kind === "newswire") types.earnings = 1.6;
  if (spec.kind === "trade_blog") {
    types.earnings = 0.5;
    types.product_launch = 1.6;
    types.supply_deal = 1.5;
  }
  if (spec.kind === "national_paper" || spec.kind === "regional_paper") {
    types.site_incident = 2;
    types.fraud_charge = 2;
    types.layoffs = 1.8;
  }
  return {
    continents: { [continent]: spec.kind === "newswire" ? 1.8 : local ? 3 : 1.5 },
    countries: { [spec.country]: local ? 4 : spec.kind === "newswire" ? 2 : 1.5 },
    sectors: Object.fromEntries((spec.sectors ?? []).map((s) => [s, 8])),
    otherSectors: spec.sectors ? 0.03 : 1,
    types,
  };
}

function buildStyle(spec: OutletSpec, rng: Rng): OutletStyle {
  const words = spec.netloc.replace(/\.example$/, "").split(/[-.]/);
  const prefix = words.map((w) => w[0]).join("").slice(0, 3) + (words.length === 1 ? (words[0]?.slice(1, 3) ?? "") : "");
  const englishOffsets: Record<string, number> = { "United States": -5, Canada: -5, "United Kingdom": 0, Australia: 10, India: 5, Singapore: 8, Kenya: 3, "South Africa": 2, Sweden: 1, "United Arab Emirates": 4 };
  return {
    prefix,
    dateStyle: spec.family === "gov" ? "long" : spec.family === "journal" ? "long" : pick(rng, ["long", "long", "numeric", "iso", "long_time"] as DateStyle[]),
    urlStyle: pick(rng, FAMILY_URLS[spec.family]),
    jsonLdInHead: chance(rng, 0.7),
    jsonLdGraph: spec.family === "blog" || (spec.family === "portal" && chance(rng, 0.5)),
    alwaysModifiedMeta: chance(rng, 0.5),
    utcOffset: englishOffsets[spec.country] ?? (spec.country === "Mexico" ? -6 : spec.country === "Brazil" || spec.country === "Chile" ? -3 : 1),
    accent: pick(rng, ACCENTS),
  };
}

function buildStaff(spec: OutletSpec, rng: Rng): string[] {
  if (spec.kind === "government" || spec.kind === "press_release") return [];
  const staff = new Set<string>();
  const count = intBetween(rng, 6, 14);
  for (let i = 0; staff.size < count && i < count * 5; i++) {
    const language = pick(rng, spec.languages);
    staff.add(makePersonName(rng, LANGUAGE_STYLE[language], chance(rng, 0.5) ? "f" : "m").name);
  }
  return [...staff];
}

/** How strongly an outlet wants a story about this company and event type (0 = never runs it). */
export function outletAffinity(outlet: Outlet, country: string, continent: string, sector: string | null, type: EventType | null, year: number): number {
  if (outlet.founded > year || outlet.volume === 0) return 0;
  const typeBias = type ? (outlet.bias.types[type] ?? 1) : 1;
  if (typeBias === 0) return 0;
  const sectorBias = sector ? (outlet.bias.sectors[sector] ?? outlet.bias.otherSectors) : outlet.bias.otherSectors;
  return outlet.volume * typeBias * sectorBias * (outlet.bias.continents[continent] ?? 1) * (outlet.bias.countries[country] ?? 1);
}
