// Which outlet writes what, when: every event gets at least one article, the
// newsworthy ones more (follow-ups, independent reports, syndicated copies of
// wire and press-release stories), the big stories many over several weeks,
// plus features and research papers that report no single event. A few pages
// lose their machine-readable date, some are updated after publication.
import { addDays, ARCHIVE_CUTOFF, dayParts, minDay } from "./calendar";
import {
  composeFeature,
  composeFollowUp,
  composeNotice,
  composePaper,
  composePressRelease,
  composeReport,
  composeSyndicated,
  languageOfCountry,
  mentionedOrgs,
  packFor,
  polish,
  type Composition,
  type PieceContext,
} from "./compose";
import { makePersonName } from "./names";
import { GOVERNMENT_NETLOC, JOURNAL_NETLOC, outletAffinity, type Outlet, type UrlStyle } from "./outlets";
import { pageFileForUrl } from "./paths";
import { chance, deriveRng, intBetween, pick, pickWeighted, sample, WeightedTable, type Rng } from "./random";
import { SECTOR_WEIGHTS } from "./sector-traits";
import { slugify, type Link } from "./templates/html";
import type { PageExtras } from "./templates/pages";
import type { BrandSafetyLabel, DemoLanguage, EventType, IsoDay, Org, World, WorldEvent } from "./types";
import { WorldIndex } from "./world-index";

export type ArticleKind = "report" | "follow_up" | "syndicated" | "press_release" | "notice" | "paper" | "feature";
/** machine: dates in meta tags and JSON-LD; text_only: a date written only in the text; vague: "last week". */
export type DateMode = "machine" | "text_only" | "vague";

export interface DemoArticle {
  id: string;
  url: string;
  /** `pages/`-relative file of the page: `<netloc>/<path>.html`. */
  file: string;
  outletId: string;
  netloc: string;
  language: DemoLanguage;
  kind: ArticleKind;
  title: string;
  description: string;
  section: string;
  sectionSlug: string;
  /** The day it was written (for vague pages, a day the page itself no longer tells). */
  published: IsoDay;
  publishedTime: string;
  dateMode: DateMode;
  dateNote: string | null;
  /** Set only when the page was changed on a later day. */
  modified: IsoDay | null;
  modifiedTime: string | null;
  authors: string[];
  eventIds: string[];
  orgIds: string[];
  storyId: string | null;
  syndicatedFrom: string | null;
  brandSafety: BrandSafetyLabel;
  /** The main text, paragraph by paragraph: what extraction should keep. */
  paragraphs: string[];
  extras: PageExtras;
  tags: string[];
  image: { src: string; alt: string; caption: string } | null;
  related: Link[];
  mostRead: Link[];
}

/** Features and papers: pieces about a sector rather than one event. */
const FEATURE_SHARE = 0.035;
/** Share of the articles beyond one-per-event that go to big stories. */
const STORY_SHARE = 0.22;
const UNCERTAIN_SHARE = 0.032;
const MODIFIED_SHARE = 0.14;
const PRESS_RELEASE_TYPES = new Set<EventType>(["acquisition", "investment", "partnership", "supply_deal", "executive_appointment", "earnings", "product_launch", "facility_opening", "rebrand", "ipo"]);

interface Draft {
  seq: number;
  key: string;
  outlet: Outlet;
  language: DemoLanguage;
  kind: ArticleKind;
  day: IsoDay;
  time: string;
  event: WorldEvent | null;
  piece: Composition;
  authors: string[];
  source: Draft | null;
}

/** How many events a world should have so that `articles` pages give each one a source. */
export function eventsForArticles(articles: number): number {
  return Math.max(60, Math.round(articles * 0.56));
}

export function planArticles(world: World, outlets: Outlet[], seed: number, count: number): DemoArticle[] {
  const ix = new WorldIndex(world);
  const rng = deriveRng(seed, "articles");
  const planner = new Planner(ix, outlets, seed, rng);
  const features = Math.max(2, Math.round(count * FEATURE_SHARE));
  const coverage = allocateCoverage(world, count - features, rng);
  world.events.forEach((event, i) => {
    for (let k = 0; k < (coverage[i] ?? 0); k++) planner.eventArticle(event, k);
  });
  for (let i = 0; planner.size < count && i < features * 3; i++) planner.feature(i);
  return planner.finish();
}

// ---------------------------------------------------------------- coverage

/** Articles per event: one each, then extra for big stories and by newsworthiness. */
function allocateCoverage(world: World, budget: number, rng: Rng): number[] {
  const events = world.events;
  const coverage = events.map(() => 0);
  if (events.length === 0) return coverage;
  if (events.length > budget) {
    // More events than pages: the most newsworthy get the pages (a custom world can be larger than its archive).
    const order = events.map((e, i) => ({ i, w: e.weight * (0.5 + rng.next()) })).sort((a, b) => b.w - a.w);
    for (const { i } of order.slice(0, budget)) coverage[i] = 1;
    return coverage;
  }
  coverage.fill(1);
  const extra = budget - events.length;
  const storyEvents = events.map((e, i) => ({ e, i })).filter(({ e }) => e.storyId);
  const storyExtra = storyEvents.length ? Math.round(extra * STORY_SHARE) : 0;
  if (storyExtra > 0) {
    const table = new WeightedTable(storyEvents, ({ e }) => (world.stories.find((s) => s.id === e.storyId)?.eventIds[0] === e.id ? 2.5 : 1));
    for (let n = 0; n < storyExtra; n++) coverage[table.pick(rng).i]! += 1;
  }
  const ordinary = events.map((e, i) => ({ e, i })).filter(({ e }) => !e.storyId);
  if (ordinary.length) {
    const table = new WeightedTable(ordinary, ({ e }) => Math.pow(e.weight, 1.6));
    for (let n = 0, guard = 0; n < extra - storyExtra && guard < extra * 20; guard++) {
      const { i } = table.pick(rng);
      if ((coverage[i] ?? 0) >= 7) continue;
      coverage[i]! += 1;
      n++;
    }
  }
  return coverage;
}

// ---------------------------------------------------------------- planning

function brandSafetyOf(event: WorldEvent | null): BrandSafetyLabel {
  if (!event) return "Safe";
  if (event.type === "site_incident") {
    const violent = event.details.incident === "robbery" || event.details.incident === "assault";
    return violent || (event.details.fatalities ?? 0) > 0 ? "Unsafe" : "Sensitive";
  }
  if (event.type === "fraud_charge" || event.type === "data_breach") return "Sensitive";
  return "Safe";
}

function sectionKey(event: WorldEvent | null, sector: string | null): string {
  const bySector: Record<string, string> = {
    "Information Technology": "technology", "Health Care": "health", "Consumer Discretionary": "consumer", "Consumer Staples": "consumer",
    "Communication Services": "media", Energy: "energy", Utilities: "energy", "Real Estate": "property", Financials: "markets",
  };
  if (!event) return bySector[sector ?? ""] ?? "business";
  switch (event.type) {
    case "earnings": case "ipo": return "markets";
    case "acquisition": case "investment": case "rebrand": case "executive_appointment": case "executive_departure": return "companies";
    case "lawsuit": case "fraud_charge": case "regulatory_fine": return "legal";
    case "data_breach": return "technology";
    case "site_incident": case "facility_opening": case "supply_deal": return "industry";
    case "layoffs": case "partnership": return "business";
    default: return bySector[sector ?? ""] ?? "industry";
  }
}

class Planner {
  private readonly drafts: Draft[] = [];
  private readonly byEvent = new Map<string, Draft[]>();
  private readonly government: Outlet | undefined;
  private readonly journal: Outlet | undefined;
  private readonly eventTable: WeightedTable<WorldEvent> | null;

  constructor(
    private readonly ix: WorldIndex,
    private readonly outlets: Outlet[],
    private readonly seed: number,
    private readonly rng: Rng,
  ) {
    this.government = outlets.find((o) => o.netloc === GOVERNMENT_NETLOC);
    this.journal = outlets.find((o) => o.netloc === JOURNAL_NETLOC);
    this.eventTable = ix.world.events.length ? new WeightedTable(ix.world.events, () => 1) : null;
  }

  get size(): number {
    return this.drafts.length;
  }

  // ------------------------------------------------------------ choices

  private chooseOutlet(company: Org, type: EventType | null, day: IsoDay, avoid: Set<string>, accept: (o: Outlet) => boolean = () => true): Outlet {
    const year = Number(day.slice(0, 4));
    const sector = company.gics?.sector ?? null;
    const weights = this.outlets.map((o) => (accept(o) ? outletAffinity(o, company.country, company.continent, sector, type, year) * (avoid.has(o.id) ? 0.15 : 1) : 0));
    const total = weights.reduce((a, b) => a + b, 0);
    if (total <= 0) return this.outlets[0] as Outlet;
    let target = this.rng.next() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] ?? 0;
      if (target < 0) return this.outlets[i] as Outlet;
    }
    return this.outlets[this.outlets.length - 1] as Outlet;
  }

  private chooseLanguage(outlet: Outlet, company: Org | null): DemoLanguage {
    const [first = "en"] = outlet.languages;
    if (outlet.languages.length === 1) return first;
    const home = company ? languageOfCountry(company.country) : first;
    if (outlet.languages.includes(home) && chance(this.rng, 0.75)) return home;
    return chance(this.rng, 0.6) ? first : pick(this.rng, outlet.languages);
  }

  /** A local time whose UTC day is the same day, so no time zone moves the date. */
  private chooseTime(outlet: Outlet): string {
    const offset = outlet.style.utcOffset;
    const hour = intBetween(this.rng, Math.max(6, offset), Math.min(22, 23 + offset));
    return `${String(hour).padStart(2, "0")}:${String(intBetween(this.rng, 0, 59)).padStart(2, "0")}`;
  }

  private chooseAuthors(outlet: Outlet): string[] {
    if (outlet.staff.length === 0) return [];
    return chance(this.rng, 0.14) ? sample(this.rng, outlet.staff, 2) : [pick(this.rng, outlet.staff)];
  }

  private context(key: string, outlet: Outlet, language: DemoLanguage, day: IsoDay): PieceContext {
    return { ix: this.ix, pack: packFor(language), rng: deriveRng(this.seed, `article:${key}`), outletName: outlet.name, dateline: outlet.family === "wire", day };
  }

  private add(draft: Omit<Draft, "seq">): Draft {
    const full = { ...draft, seq: this.drafts.length };
    this.drafts.push(full);
    if (full.event) {
      const list = this.byEvent.get(full.event.id) ?? [];
      list.push(full);
      this.byEvent.set(full.event.id, list);
    }
    return full;
  }

  // ------------------------------------------------------------ event articles

  eventArticle(event: WorldEvent, k: number): void {
    const key = `${event.id}:${k}`;
    const earlier = this.byEvent.get(event.id) ?? [];
    const company = this.companyOf(event);
    const used = new Set(earlier.map((d) => d.outlet.id));
    const regulator = event.type === "regulatory_fine" ? this.ix.orgById.get(event.object?.id ?? "") : undefined;
    if (k === 0 && this.government && regulator?.name === this.government.name) {
      this.notice(event, key, this.government);
      return;
    }
    if (k === 0) {
      const release = PRESS_RELEASE_TYPES.has(event.type) && chance(this.rng, 0.22);
      const outlet = this.chooseOutlet(company, event.type, event.date, used, (o) => (release ? o.family === "pressroom" : o.family !== "pressroom"));
      const day = outlet.family === "pressroom" || chance(this.rng, 0.75) ? event.date : minDay(addDays(event.date, 1), ARCHIVE_CUTOFF);
      this.write(event, key, outlet, day, outlet.family === "pressroom" ? "press_release" : "report", null);
      return;
    }
    const roll = this.rng.next();
    const sources = earlier.filter((d) => (d.outlet.family === "wire" || d.outlet.family === "pressroom") && d.kind !== "syndicated");
    if (sources.length && roll < 0.32) {
      const source = pick(this.rng, sources);
      const outlet = this.chooseOutlet(company, event.type, source.day, used, (o) => o.id !== source.outlet.id && o.languages.includes(source.language) && (o.family === "broadsheet" || o.family === "portal"));
      if (outlet.languages.includes(source.language) && outlet.id !== source.outlet.id) {
        const day = minDay(addDays(source.day, chance(this.rng, 0.7) ? 0 : 1), ARCHIVE_CUTOFF);
        this.write(event, key, outlet, day, "syndicated", source);
        return;
      }
    }
    const followUp = roll < 0.66;
    const outlet = this.chooseOutlet(company, event.type, event.date, used, (o) => o.family !== "pressroom" && o.family !== "gov");
    const lag = followUp ? intBetween(this.rng, 2, event.storyId ? 40 : 20) : intBetween(this.rng, 0, 2);
    this.write(event, key, outlet, minDay(addDays(event.date, lag), ARCHIVE_CUTOFF), followUp ? "follow_up" : "report", null);
  }

  private companyOf(event: WorldEvent): Org {
    const personSubject = event.subject.type === "PERSON";
    return this.ix.org(personSubject ? (event.object?.id ?? "") : event.subject.id);
  }

  private write(event: WorldEvent, key: string, outlet: Outlet, day: IsoDay, kind: ArticleKind, source: Draft | null): void {
    const language = source?.language ?? this.chooseLanguage(outlet, this.companyOf(event));
    const ctx = this.context(key, outlet, language, day);
    const piece =
      kind === "syndicated" && source ? composeSyndicated(ctx, event, source.piece)
      : kind === "follow_up" ? composeFollowUp(ctx, event)
      : kind === "press_release" ? composePressRelease(ctx, event)
      : composeReport(ctx, event);
    this.add({ key, outlet, language, kind, day, time: this.chooseTime(outlet), event, piece, authors: source ? source.authors : this.chooseAuthors(outlet), source });
  }

  private notice(event: WorldEvent, key: string, outlet: Outlet): void {
    const year = event.date.slice(0, 4);
    const reference = `FN-${year}-${String(this.drafts.length % 10000).padStart(4, "0")}`;
    const piece = composeNotice(this.context(key, outlet, "en", event.date), event, reference);
    this.add({ key, outlet, language: "en", kind: "notice", day: event.date, time: this.chooseTime(outlet), event, piece, authors: [], source: null });
  }

  // ------------------------------------------------------------ features and papers

  feature(i: number): void {
    if (!this.eventTable) return;
    const key = `feature:${i}`;
    const anchor = this.eventTable.pick(this.rng);
    const day = minDay(addDays(anchor.date, intBetween(this.rng, 0, 6)), ARCHIVE_CUTOFF);
    const sector = pickWeighted(this.rng, Object.keys(SECTOR_WEIGHTS), (s) => SECTOR_WEIGHTS[s] ?? 1);
    const orgs = sample(this.rng, this.ix.peers(sector, day, [], 10), 3);
    if (orgs.length < 2) return;
    const [lead] = orgs as [Org];
    if (this.journal && chance(this.rng, 0.3)) {
      const authors = [0, 1, 2].slice(0, intBetween(this.rng, 2, 3)).map(() => makePersonName(this.rng, pick(this.rng, ["en", "de", "fr", "nordic", "it", "in"] as const), chance(this.rng, 0.5) ? "f" : "m").name);
      const piece = composePaper(this.context(key, this.journal, "en", day), sector, orgs, authors, i + 1);
      this.add({ key, outlet: this.journal, language: "en", kind: "paper", day, time: this.chooseTime(this.journal), event: null, piece, authors, source: null });
      return;
    }
    const outlet = this.chooseOutlet(lead, null, day, new Set(), (o) => o.family !== "pressroom" && o.family !== "gov" && o.family !== "journal");
    const language = this.chooseLanguage(outlet, lead);
    const piece = composeFeature(this.context(key, outlet, language, day), sector, orgs);
    this.add({ key, outlet, language, kind: "feature", day, time: this.chooseTime(outlet), event: null, piece, authors: this.chooseAuthors(outlet), source: null });
  }

  // ------------------------------------------------------------ finishing

  finish(): DemoArticle[] {
    const ordered = this.drafts.slice().sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.time < b.time ? -1 : a.time > b.time ? 1 : a.seq - b.seq));
    const idOf = new Map<Draft, string>();
    ordered.forEach((d, i) => idOf.set(d, `art-${String(i + 1).padStart(6, "0")}`));
    const urls = new UrlMinter(this.seed);
    const articles = ordered.map((draft) => this.toArticle(draft, idOf, urls));
    linkRelated(articles, this.rng);
    return articles;
  }

  private toArticle(draft: Draft, idOf: Map<Draft, string>, urls: UrlMinter): DemoArticle {
    const pack = packFor(draft.language);
    const { piece, outlet, event } = draft;
    const sector = piece.company?.gics?.sector ?? null;
    const key = sectionKey(event, sector);
    const section = pack.sections[key] ?? key;
    const sectionSlug = slugify(section, 3);
    const url = urls.mint(outlet, draft.day, sectionSlug, polish(draft.language, piece.title), draft.kind);
    const dating = this.dating(draft);
    const paragraphs = (dating.note ? [...piece.paragraphs, dating.note] : piece.paragraphs).map((p) => polish(draft.language, p));
    const title = polish(draft.language, piece.title);
    const text = [title, ...paragraphs].join("\n");
    const orgIds = mentionedOrgs(this.ix, text, piece.candidates, draft.day);
    const wire = outlet.family === "wire" && draft.language === "en" && draft.authors[0] && outlet.staff.length > 1;
    const extras: PageExtras = { ...piece.extras };
    if (wire) extras.wireCredit = `Reporting by ${draft.authors.join(" and ")}; Editing by ${outlet.staff.find((s) => !draft.authors.includes(s)) ?? outlet.staff[0]}`;
    if (draft.source) extras.syndicationCredit = draft.source.outlet.name;
    const company = piece.company;
    const withImage = ["broadsheet", "portal", "blog"].includes(outlet.family) && chance(this.rng, 0.8);
    return {
      id: idOf.get(draft) as string,
      url,
      file: pageFileForUrl(url),
      outletId: outlet.id,
      netloc: outlet.netloc,
      language: draft.language,
      kind: draft.kind,
      title,
      description: polish(draft.language, piece.description),
      section,
      sectionSlug,
      published: draft.day,
      publishedTime: draft.time,
      dateMode: dating.mode,
      dateNote: dating.visible,
      modified: dating.modified,
      modifiedTime: dating.modified ? this.chooseTime(outlet) : null,
      authors: draft.authors,
      eventIds: event ? [event.id] : [],
      orgIds,
      storyId: event?.storyId ?? null,
      syndicatedFrom: draft.source ? (idOf.get(draft.source) ?? null) : null,
      brandSafety: brandSafetyOf(event),
      paragraphs,
      extras,
      tags: [...orgIds.slice(0, 3).map((id) => this.ix.nameOn(this.ix.org(id), draft.day)), section],
      image: withImage && company
        ? { src: `https://${outlet.netloc}/media/${draft.day.slice(0, 4)}/${draft.day.slice(5, 7)}/${slugify(piece.title, 6)}.jpg`, alt: piece.title, caption: `${this.ix.nameOn(company, draft.day)} — ${piece.city}` }
        : null,
      related: [],
      mostRead: [],
    };
  }

  /**
   * Most pages carry machine-readable dates; a few only a date in the text or a
   * vague "last week"; some were updated days later (with a note in the text).
   */
  private dating(draft: Draft): { mode: DateMode; visible: string | null; note: string | null; modified: IsoDay | null } {
    const pack = packFor(draft.language);
    const plainPage = draft.outlet.family !== "gov" && draft.outlet.family !== "journal" && draft.outlet.family !== "pressroom";
    if (plainPage && chance(this.rng, UNCERTAIN_SHARE)) {
      if (chance(this.rng, 0.5)) {
        const vague = pick(this.rng, pack.relativeDates);
        return { mode: "vague", visible: vague.charAt(0).toUpperCase() + vague.slice(1), note: null, modified: null };
      }
      const p = dayParts(draft.day);
      return { mode: "text_only", visible: pack.boilerplate.textDate(pack.longDate(p.year, p.month, p.day)), note: null, modified: null };
    }
    if (draft.day < ARCHIVE_CUTOFF && chance(this.rng, MODIFIED_SHARE)) {
      const modified = minDay(addDays(draft.day, intBetween(this.rng, 1, 15)), ARCHIVE_CUTOFF);
      const p = dayParts(modified);
      const long = pack.longDate(p.year, p.month, p.day);
      // Newsrooms say what they changed; regulators, journals and press-release sites just change it.
      const newsroom = draft.outlet.family !== "gov" && draft.outlet.family !== "journal" && draft.outlet.family !== "pressroom";
      const note = !newsroom ? null : chance(this.rng, 0.7) ? pack.boilerplate.updateNote(long) : pack.boilerplate.correction(long);
      return { mode: "machine", visible: null, note, modified };
    }
    return { mode: "machine", visible: null, note: null, modified: null };
  }
}

// ---------------------------------------------------------------- URLs and links

/** Builds each outlet's URLs in its own style, with increasing numeric ids and unique slugs. */
class UrlMinter {
  private readonly counters = new Map<string, number>();
  private readonly used = new Set<string>();

  constructor(private readonly seed: number) {}

  mint(outlet: Outlet, day: IsoDay, section: string, title: string, kind: ArticleKind): string {
    const rng = deriveRng(this.seed, `url:${outlet.id}:${this.counters.get(outlet.id) ?? 0}`);
    const id = (this.counters.get(outlet.id) ?? 100_000 + intBetween(rng, 0, 800_000)) + intBetween(rng, 1, 37);
    this.counters.set(outlet.id, id);
    const slug = slugify(title) || "article";
    const [y, m, d] = day.split("-") as [string, string, string];
    const style: UrlStyle = outlet.style.urlStyle;
    const build = (s: string) => {
      switch (style) {
        case "section_date_slug": return `/${section}/${y}/${m}/${s}`;
        case "date_slug_slash": return `/${y}/${m}/${d}/${s}/`;
        case "section_slug_id": return `/${section}/${s}-${id}.html`;
        case "compact_date": return `/news/${y}${m}${d}/${s}`;
        case "id_slug": return `/article/${id}/${s}`;
        case "release": return `/releases/${y}/${m}/${s}-${id}`;
        case "notice": return `/enforcement/notices/${y}/${s}`;
        case "paper": return `/articles/${y}/qren-${y}-${String(id % 10000).padStart(4, "0")}`;
      }
    };
    let path = build(kind === "paper" ? "paper" : slug);
    for (let n = 2; this.used.has(`${outlet.netloc}${path}`); n++) path = build(`${slug}-${n}`);
    this.used.add(`${outlet.netloc}${path}`);
    return `https://${outlet.netloc}${path}`;
  }
}

/** Boilerplate link lists: the outlet's neighbouring stories and a "most read" box. */
function linkRelated(articles: DemoArticle[], rng: Rng): void {
  const byOutlet = new Map<string, DemoArticle[]>();
  for (const article of articles) {
    const list = byOutlet.get(article.outletId) ?? [];
    list.push(article);
    byOutlet.set(article.outletId, list);
  }
  for (const list of byOutlet.values()) {
    // Only earlier stories: a page cannot link to what its outlet had not yet published.
    list.forEach((article, i) => {
      article.related = list.slice(Math.max(0, i - 4), i).reverse().map(toLink);
      article.mostRead = sample(rng, list.slice(Math.max(0, i - 60), i), 5).map(toLink);
    });
  }
}

function toLink(article: DemoArticle): Link {
  return { title: article.title, url: article.url };
}
