// Writes the text of one article: the facts of its event put into the
// outlet's language, then paragraphs chosen and ordered for the kind of piece
// (first report, follow-up, press release, syndicated copy, feature, notice,
// paper). Everything here is a pure function of its inputs and its Rng.
import { dayParts } from "./calendar";
import { countryProfile, REGULATORS } from "./geography";
import { chance, intBetween, pick, sample, shuffle, type Rng } from "./random";
import { writePaper } from "./templates/academic";
import { noticeSections, noticeTitle } from "./templates/government";
import type { Facts, LanguagePack } from "./templates/language-pack";
import { LANGUAGE_PACKS } from "./templates/languages";
import type { PageExtras, Section } from "./templates/pages";
import type { DemoLanguage, GicsPath, IsoDay, Money, Org, Person, WorldEvent } from "./types";
import type { WorldIndex } from "./world-index";

export interface Composition {
  title: string;
  description: string;
  paragraphs: string[];
  /** Organisations the text may name; the ones it does name become the article's mentions. */
  candidates: Org[];
  extras: PageExtras;
  /** The company the piece is about (for tags, captions and sections). */
  company: Org | null;
  city: string;
}

const BLANK: Facts = {
  subject: "", subjectShort: "", subjectDesc: "", subjectCity: "", subjectCountry: "", object: "", objectShort: "", objectDesc: "",
  objectCity: "", objectCountry: "", date: "", year: "", amount: "", person: "", personShort: "", personFem: false, role: "",
  predecessor: "", previousOrg: "", product: "", category: "", place: "", placeCountry: "", reason: "", area: "", matter: "",
  stake: "", years: "", quarter: "", fiscalYear: "", revenue: "", netIncome: "", profit: true, change: "", up: true, headcount: "",
  workforce: "", jobs: "", facility: "", units: "", formerName: "", exchange: "", ticker: "", incident: "", injured: "",
  injuredCount: 0, fatalities: "", fatalityCount: 0, fraud: "", records: "", tenure: "", sectorPlural: "", others: [],
};

const PERSON_SUBJECT = new Set(["executive_appointment", "executive_departure", "fraud_charge"]);
const NEGATIVE = new Set(["site_incident", "fraud_charge", "data_breach", "product_recall", "regulatory_fine", "lawsuit", "executive_departure"]);
const BUSINESS = new Set(["acquisition", "investment", "partnership", "supply_deal", "product_launch", "facility_opening", "ipo", "earnings", "layoffs"]);

export function packFor(language: DemoLanguage): LanguagePack {
  return LANGUAGE_PACKS[language];
}

/** English style: "Pelhaven Labs' shares", not "Labs's". Other languages have no such suffix. */
export function polish(language: DemoLanguage, text: string): string {
  return language === "en" ? text.replace(/s's\b/g, "s'") : text;
}

// ---------------------------------------------------------------- facts

/** Which of the three sector descriptions fits the company's industry. */
function descriptionIndex(gics: GicsPath): number {
  const { industry, industryGroup } = gics;
  const test = (re: RegExp) => re.test(industry) || re.test(industryGroup);
  switch (gics.sector) {
    case "Information Technology": return test(/Semiconductor/) ? 2 : test(/Software|IT Services/) ? 1 : 0;
    case "Health Care": return test(/Pharma|Biotech/) ? 0 : test(/Equipment|Technology/) ? 1 : 2;
    case "Financials": return test(/Insurance/) ? 1 : test(/Capital Markets|Financial Services|Mortgage/) ? 2 : 0;
    case "Energy": return test(/Equipment/) ? 0 : 1;
    case "Materials": return test(/Chemicals/) ? 0 : test(/Metals|Mining/) ? 1 : 2;
    case "Industrials": return test(/Machinery|Electrical|Aerospace/) ? 1 : test(/Transportation|Logistics|Airlines|Marine|Ground/) ? 2 : 0;
    case "Consumer Discretionary": return test(/Retail|Distribut/) ? 0 : test(/Automobile/) ? 1 : 2;
    case "Consumer Staples": return test(/Beverages/) ? 1 : test(/Household|Personal/) ? 2 : 0;
    case "Communication Services": return test(/Telecom/) ? 0 : test(/Entertainment/) ? 2 : 1;
    case "Utilities": return test(/Water/) ? 2 : test(/Electric|Renewable|Independent/) ? 1 : 0;
    default: return test(/REIT/) ? 1 : test(/Management|Development/) ? 2 : 0;
  }
}

const DESCRIPTION_INDEX = new Map<string, number>();

function describe(pack: LanguagePack, org: Org): string {
  if (!org.gics) return "";
  const options = pack.sectorNoun[org.gics.sector] ?? [];
  let index = DESCRIPTION_INDEX.get(org.gics.code);
  if (index === undefined) {
    index = descriptionIndex(org.gics);
    DESCRIPTION_INDEX.set(org.gics.code, index);
  }
  return options[index] ?? options[0] ?? "";
}

function country(pack: LanguagePack, name: string): string {
  return pack.countries[name] ?? name;
}

function longDate(pack: LanguagePack, day: IsoDay): string {
  const p = dayParts(day);
  return pack.longDate(p.year, p.month, p.day);
}

function absMoney(pack: LanguagePack, money: Money | undefined | null): string {
  return money ? pack.money({ value: Math.abs(money.value), currency: money.currency }) : "";
}

const DEFINITE_ARTICLE: Record<DemoLanguage, string> = { en: "the", fr: "la", de: "die", es: "la", it: "la", pt: "a", nl: "de" };

/** "the Federal Market Conduct Commission" in English; elsewhere the acronym with its article ("die BSMA", "l'ALC"). */
function regulatorReference(pack: LanguagePack, regulator: Org): { full: string; short: string } {
  const acronym = REGULATORS.find((r) => r.name === regulator.name)?.acronym ?? regulator.name;
  if (pack.code === "en") return { full: `the ${regulator.name}`, short: acronym };
  if ((pack.code === "it" || pack.code === "fr") && /^[AEIOU]/.test(acronym)) return { full: `l'${acronym}`, short: acronym };
  return { full: `${DEFINITE_ARTICLE[pack.code]} ${acronym}`, short: acronym };
}

export interface EventCast {
  facts: Facts;
  company: Org;
  counterparty: Org | null;
  person: Person | null;
  previousOrg: Org | null;
}

/** The localised facts of an event, with the company it is about and who else takes part. */
export function eventFacts(ix: WorldIndex, event: WorldEvent, pack: LanguagePack): EventCast {
  const d = event.details;
  const personSubject = PERSON_SUBJECT.has(event.type);
  const company = ix.org(personSubject ? (event.object?.id ?? "") : event.subject.id);
  const counterpartyId = personSubject ? null : event.object?.type === "ORG" ? event.object.id : null;
  const counterparty = counterpartyId ? ix.org(counterpartyId) : null;
  const person = personSubject ? (ix.personById.get(event.subject.id) ?? null) : null;
  const previousOrg = d.previousOrgId ? ix.org(d.previousOrgId) : null;
  const hq = ix.place(company.hqPlaceId);
  const counterHq = counterparty ? ix.place(counterparty.hqPlaceId) : null;
  const placeId = d.placeId ?? (event.object?.type === "GPE" ? event.object.id : null);
  const place = placeId ? ix.place(placeId) : null;
  const product = event.object?.type === "PRODUCT" ? ix.productById.get(event.object.id) : undefined;
  const predecessor = d.predecessorId ? ix.personById.get(d.predecessorId) : undefined;
  const facts: Facts = {
    ...BLANK,
    subject: ix.nameOn(company, event.date),
    subjectShort: ix.shortNameOn(company, event.date),
    subjectDesc: describe(pack, company),
    subjectCity: hq.name,
    subjectCountry: country(pack, hq.country),
    object: counterparty ? (counterparty.kind === "regulator" ? regulatorReference(pack, counterparty).full : ix.nameOn(counterparty, event.date)) : "",
    objectShort: counterparty ? (counterparty.kind === "regulator" ? regulatorReference(pack, counterparty).short : ix.shortNameOn(counterparty, event.date)) : "",
    objectDesc: counterparty ? describe(pack, counterparty) : "",
    objectCity: counterHq?.name ?? "",
    objectCountry: counterHq ? country(pack, counterHq.country) : "",
    date: longDate(pack, event.date),
    year: event.date.slice(0, 4),
    amount: absMoney(pack, event.amount),
    person: person?.name ?? "",
    personShort: person?.familyName ?? "",
    personFem: person?.gender === "f",
    role: d.role ? pack.role(d.role, person?.gender ?? "m") : "",
    predecessor: predecessor?.name ?? "",
    previousOrg: previousOrg ? ix.nameOn(previousOrg, event.date) : "",
    product: product?.name ?? "",
    category: d.category ? (pack.phrases[d.category.startsWith("goods.") ? d.category : `cat.${d.category}`] ?? "") : "",
    place: place?.name ?? "",
    placeCountry: place ? country(pack, place.country) : "",
    reason: d.reason ? (pack.phrases[event.type === "product_recall" ? `recall.${d.reason}` : `fine.${d.reason}`] ?? "") : "",
    area: d.area ? (pack.phrases[`area.${d.area}`] ?? "") : "",
    matter: d.matter ? (pack.phrases[`suit.${d.matter}`] ?? "") : "",
    stake: d.stakePercent !== undefined ? pack.percent(d.stakePercent) : "",
    years: d.durationYears !== undefined ? String(d.durationYears) : "",
    quarter: d.quarter ? pack.quarter(d.quarter) : "",
    // Fourth-quarter results come with the outlook for the year just starting.
    fiscalYear: d.fiscalYear !== undefined ? String(d.fiscalYear + (d.quarter === 4 ? 1 : 0)) : "",
    revenue: absMoney(pack, d.revenue),
    netIncome: absMoney(pack, d.netIncome),
    profit: (d.netIncome?.value ?? 0) >= 0,
    change: d.changePercent !== undefined ? pack.percent(Math.abs(d.changePercent)) : "",
    up: (d.changePercent ?? 0) >= 0,
    headcount: d.headcount !== undefined ? pack.count(d.headcount) : "",
    workforce: d.workforcePercent !== undefined ? pack.percent(d.workforcePercent) : "",
    jobs: d.jobs !== undefined ? pack.count(d.jobs) : "",
    facility: d.facility ? (pack.phrases[`facility.${d.facility}`] ?? "") : "",
    units: d.units !== undefined ? pack.count(d.units) : "",
    formerName: d.formerName ?? "",
    exchange: d.exchange ?? company.listing?.exchangeName ?? "",
    ticker: d.ticker ?? (ix.isListedOn(company, event.date) ? (company.listing?.ticker ?? "") : ""),
    incident: d.incident ? (pack.phrases[`incident.${d.incident}`] ?? "") : "",
    injured: d.injured !== undefined ? pack.count(d.injured) : "",
    injuredCount: d.injured ?? 0,
    fatalities: d.fatalities !== undefined ? pack.count(d.fatalities) : "",
    fatalityCount: d.fatalities ?? 0,
    fraud: d.fraud ? (pack.phrases[`fraud.${d.fraud}`] ?? "") : "",
    records: d.records !== undefined ? pack.count(d.records) : "",
    tenure: d.tenureYears !== undefined ? String(d.tenureYears) : "",
    sectorPlural: company.gics ? (pack.sectorPlural[company.gics.sector] ?? "") : "",
  };
  return { facts, company, counterparty, person, previousOrg };
}

// ---------------------------------------------------------------- shared paragraphs

/** Founding, seat, listing and head count; then who leads it, when known. */
function profileParagraph(ix: WorldIndex, pack: LanguagePack, org: Org, day: IsoDay, rng: Rng, withLeadership: boolean): string {
  const hq = ix.place(org.hqPlaceId);
  const f: Facts = {
    ...BLANK,
    subject: ix.nameOn(org, day),
    subjectShort: ix.shortNameOn(org, day),
    subjectCity: hq.name,
    subjectCountry: country(pack, hq.country),
    year: String(org.founded),
    exchange: org.listing?.exchangeName ?? "",
    ticker: org.listing?.ticker ?? "",
    headcount: pack.count(roundHeadcount(org.employees)),
  };
  const profile = pick(rng, ix.isListedOn(org, day) ? pack.profileListed : pack.profilePrivate)(f);
  const parts = [profile];
  const ceo = withLeadership ? ix.holderOn(org.id, "ceo", day) : null;
  if (ceo) parts.push(pack.leadership(ceo.person.name, pack.role("ceo", ceo.person.gender), ceo.spell.from.slice(0, 4)));
  const renamed = org.formerNames.find((f2) => f2.until < day);
  if (renamed && chance(rng, 0.4)) parts.push(pack.formerlyKnown(ix.nameOn(org, day), renamed.name));
  return parts.join(" ");
}

function roundHeadcount(n: number): number {
  return n >= 1000 ? Math.round(n / 100) * 100 : Math.round(n / 10) * 10;
}

/** Sentences recalling earlier events of the same company, newest first. */
function historyParagraphs(ix: WorldIndex, pack: LanguagePack, company: Org, event: WorldEvent, rng: Rng, count: number): { text: string; orgs: Org[] }[] {
  if (count === 0) return [];
  const past = ix.pastEvents(company.id, event.date, 5).filter((e) => e.id !== event.id && e.type !== "earnings");
  return sample(rng, past.slice(0, 8), count)
    .sort((a, b) => (a.date < b.date ? -1 : 1))
    .map((earlier) => {
      const cast = eventFacts(ix, earlier, pack);
      const when = dayParts(earlier.date);
      const clause = pack.events[earlier.type].recap(cast.facts);
      const subjectName = cast.company.id === company.id ? ix.nameOn(company, event.date) : cast.facts.subject;
      return { text: pack.history(subjectName, pack.monthYear(when.year, when.month), clause), orgs: [cast.company, ...(cast.counterparty ? [cast.counterparty] : [])] };
    });
}

function speakerQuote(ix: WorldIndex, pack: LanguagePack, event: WorldEvent, cast: EventCast, words: string, variant: number): string {
  const day = event.date;
  if (event.type === "regulatory_fine" && cast.counterparty) return pack.quoteAnonymous(words, cast.facts.object, variant);
  if (event.type === "fraud_charge") return pack.quoteAnonymous(words, cast.facts.subject, variant);
  if (event.type === "executive_departure" && cast.person) return pack.quote(words, cast.person.name, cast.facts.role, cast.facts.subject, variant);
  const role = event.type === "executive_appointment" && event.details.role === "ceo" ? "chair" : "ceo";
  const speaker = ix.holderOn(cast.company.id, role, day);
  if (!speaker || speaker.person.id === cast.person?.id) return pack.quoteAnonymous(words, cast.facts.subject, variant);
  return pack.quote(words, speaker.person.name, pack.role(role, speaker.person.gender), cast.facts.subject, variant);
}

/** A stock-move flavour for reaction sentences: bad news weighs on the shares. */
function reactionFacts(cast: EventCast, event: WorldEvent, rng: Rng, pack: LanguagePack, others: string[]): Facts {
  const down = NEGATIVE.has(event.type) ? chance(rng, 0.85) : event.type === "earnings" ? !cast.facts.up : chance(rng, 0.3);
  return { ...cast.facts, change: pack.percent(intBetween(rng, 1, 14)), up: !down, others };
}

function firstSentence(text: string): string {
  const match = /^(.{40,220}?[.!?])(\s|$)/.exec(text);
  return match?.[1] ?? (text.length > 220 ? `${text.slice(0, 217)}…` : text);
}

function datelinePrefix(pack: LanguagePack, city: string, day: IsoDay, outletName: string): string {
  const p = dayParts(day);
  if (pack.code === "en") return `${city.toUpperCase()}, ${pack.months[p.month - 1]} ${p.day} (${outletName}) - `;
  return `${city} (${outletName}) – `;
}

// ---------------------------------------------------------------- pieces

export interface PieceContext {
  ix: WorldIndex;
  pack: LanguagePack;
  rng: Rng;
  outletName: string;
  /** Wires open with a dateline. */
  dateline: boolean;
  day: IsoDay;
}

export function composeReport(ctx: PieceContext, event: WorldEvent): Composition {
  const { ix, pack, rng } = ctx;
  const cast = eventFacts(ix, event, pack);
  const t = pack.events[event.type];
  const f = cast.facts;
  const lead = pick(rng, t.leads)(f);
  const [firstDetail = "", ...moreDetails] = shuffle(rng, t.details).map((d) => d(f));
  const quote = speakerQuote(ix, pack, event, cast, pick(rng, t.quotes)(f), intBetween(rng, 0, 5));
  const involved = [cast.company.id, cast.counterparty?.id ?? ""];
  const others = sample(rng, ix.peers(cast.company.gics?.sector ?? "", event.date, involved, 6), 2);
  const candidates: Org[] = [cast.company, ...(cast.counterparty ? [cast.counterparty] : []), ...(cast.previousOrg ? [cast.previousOrg] : []), ...others];
  const paragraphs = [ctx.dateline ? datelinePrefix(pack, f.subjectCity, ctx.day, ctx.outletName) + lead : lead, firstDetail];
  if (chance(rng, 0.7)) paragraphs.push(quote, ...moreDetails);
  else paragraphs.push(...moreDetails, quote);
  if (cast.counterparty?.kind === "company" && chance(rng, 0.8)) paragraphs.push(profileParagraph(ix, pack, cast.counterparty, event.date, rng, false));
  const analyst = chance(rng, 0.6) ? researchHouse(ix, rng, event.date, involved) : null;
  if (analyst) {
    paragraphs.push(pick(rng, pack.analysis)({ ...f, others: [ix.nameOn(analyst, event.date)] }));
    candidates.push(analyst);
  }
  paragraphs.push(profileParagraph(ix, pack, cast.company, event.date, rng, true));
  for (const history of historyParagraphs(ix, pack, cast.company, event, rng, chance(rng, 0.75) ? (chance(rng, 0.35) ? 2 : 1) : 0)) {
    paragraphs.push(history.text);
    candidates.push(...history.orgs);
  }
  if (BUSINESS.has(event.type) && f.sectorPlural && chance(rng, 0.6)) paragraphs.push(pick(rng, pack.sectorContext)(f));
  if (others.length && chance(rng, 0.35)) paragraphs.push(pick(rng, pack.reaction.slice(1))(reactionFacts(cast, event, rng, pack, others.map((o) => ix.nameOn(o, event.date)))));
  if (chance(rng, 0.6)) paragraphs.push(pick(rng, pack.closings)(f));
  const title = pick(rng, t.headlines)(f);
  return { title, description: firstSentence(lead), paragraphs: paragraphs.filter(Boolean), candidates, extras: {}, company: cast.company, city: f.subjectCity };
}

/** A bank or broker of the world whose analysts comment on the news. */
function researchHouse(ix: WorldIndex, rng: Rng, day: IsoDay, exclude: string[]): Org | null {
  const houses = ix.peers("Financials", day, exclude, 40).filter((o) => /Capital Markets|Financial Services/.test(o.gics?.industry ?? ""));
  return houses.length ? pick(rng, houses.slice(0, 12)) : null;
}

export function composeFollowUp(ctx: PieceContext, event: WorldEvent): Composition {
  const { ix, pack, rng } = ctx;
  const cast = eventFacts(ix, event, pack);
  const t = pack.events[event.type];
  const f = cast.facts;
  const peers = ix.peers(cast.company.gics?.sector ?? "", ctx.day, [cast.company.id, cast.counterparty?.id ?? ""], 6);
  const others = sample(rng, peers, 2);
  const reaction = reactionFacts(cast, event, rng, pack, others.map((o) => ix.nameOn(o, ctx.day)));
  const [firstReaction, ...moreReactions] = shuffle(rng, pack.reaction).map((r) => r(reaction));
  const paragraphs = [
    pick(rng, pack.followUpLeads)(f),
    firstReaction ?? "",
    pick(rng, t.leads)(f),
    speakerQuote(ix, pack, event, cast, pick(rng, t.quotes)(f), intBetween(rng, 0, 5)),
    ...moreReactions.filter(() => chance(rng, 0.5)),
    ...shuffle(rng, t.details).slice(0, 1).map((d) => d(f)),
  ];
  const candidates: Org[] = [cast.company, ...(cast.counterparty ? [cast.counterparty] : []), ...(cast.previousOrg ? [cast.previousOrg] : []), ...others];
  const analyst = chance(rng, 0.6) ? researchHouse(ix, rng, ctx.day, [cast.company.id, cast.counterparty?.id ?? ""]) : null;
  if (analyst) {
    paragraphs.push(pick(rng, pack.analysis)({ ...f, others: [ix.nameOn(analyst, ctx.day)] }));
    candidates.push(analyst);
  }
  paragraphs.push(profileParagraph(ix, pack, cast.company, ctx.day, rng, true));
  for (const history of historyParagraphs(ix, pack, cast.company, event, rng, chance(rng, 0.5) ? 1 : 0)) {
    paragraphs.push(history.text);
    candidates.push(...history.orgs);
  }
  if (f.sectorPlural && chance(rng, 0.5)) paragraphs.push(pick(rng, pack.sectorContext)(f));
  const title = pack.followUpTitle(pick(rng, t.headlines)(f));
  return { title, description: firstSentence(paragraphs[0] ?? ""), paragraphs: paragraphs.filter(Boolean), candidates, extras: {}, company: cast.company, city: f.subjectCity };
}

export function composePressRelease(ctx: PieceContext, event: WorldEvent): Composition {
  const { ix, pack, rng } = ctx;
  const cast = eventFacts(ix, event, pack);
  const t = pack.events[event.type];
  const f = cast.facts;
  const lead = pick(rng, t.leads)(f);
  const paragraphs = [
    `${pack.pressRelease.dateline(f.subjectCity, longDate(pack, ctx.day))} ${lead}`,
    ...t.details.map((d) => d(f)),
    speakerQuote(ix, pack, event, cast, pick(rng, t.quotes)(f), 0),
  ];
  const name = ix.nameOn(cast.company, ctx.day);
  return {
    title: pick(rng, t.headlines)(f),
    description: firstSentence(lead),
    paragraphs,
    candidates: [cast.company, ...(cast.counterparty ? [cast.counterparty] : []), ...(cast.previousOrg ? [cast.previousOrg] : [])],
    extras: {
      pressRelease: {
        source: cast.company.legalName,
        aboutHeading: pack.pressRelease.about(name),
        about: profileParagraph(ix, pack, cast.company, ctx.day, rng, false),
        contact: pack.pressRelease.mediaContact,
        forwardLooking: pack.pressRelease.forwardLooking,
      },
    },
    company: cast.company,
    city: f.subjectCity,
  };
}

/** A copy of another outlet's story with the small edits syndication brings: new headline, a cut, a new ending. */
export function composeSyndicated(ctx: PieceContext, event: WorldEvent, source: Composition): Composition {
  const { pack, rng } = ctx;
  const cast = eventFacts(ctx.ix, event, pack);
  const paragraphs = source.paragraphs.slice();
  if (paragraphs.length > 4 && chance(rng, 0.5)) paragraphs.splice(intBetween(rng, 2, paragraphs.length - 1), 1);
  if (chance(rng, 0.4)) paragraphs.push(pick(rng, pack.closings)(cast.facts));
  const headlines = pack.events[event.type].headlines.map((h) => h(cast.facts)).filter((h) => h !== source.title);
  return { ...source, title: headlines.length ? pick(rng, headlines) : source.title, paragraphs, extras: {} };
}

export function composeFeature(ctx: PieceContext, sector: string, orgs: Org[]): Composition {
  const { ix, pack, rng } = ctx;
  const names = orgs.map((o) => ix.nameOn(o, ctx.day));
  const f: Facts = { ...BLANK, sectorPlural: pack.sectorPlural[sector] ?? "", year: ctx.day.slice(0, 4), others: names };
  const body = pack.feature.paragraphs.filter((_, i) => i < 2 || chance(rng, 0.75)).map((p) => p(f));
  const profiles = orgs.slice(0, 2).map((o) => profileParagraph(ix, pack, o, ctx.day, rng, true));
  const paragraphs = [...body.slice(0, 2), ...profiles, ...body.slice(2), pick(rng, pack.sectorContext)(f)];
  return {
    title: pick(rng, pack.feature.headlines)(f),
    description: firstSentence(paragraphs[0] ?? ""),
    paragraphs,
    candidates: orgs,
    extras: {},
    company: orgs[0] ?? null,
    city: orgs[0] ? ix.place(orgs[0].hqPlaceId).name : "",
  };
}

export function composeNotice(ctx: PieceContext, event: WorldEvent, reference: string): Composition {
  const { ix, rng } = ctx;
  const company = ix.org(event.subject.id);
  const regulator = ix.org(event.object?.id ?? "");
  const en = packFor("en");
  const amount = event.amount ?? { value: 0, currency: "USD" };
  const gross = { value: Math.round(amount.value / 0.7 / 1000) * 1000, currency: amount.currency };
  const spec = REGULATORS.find((r) => r.name === regulator.name);
  const year = Number(event.date.slice(0, 4));
  const facts = {
    regulator: regulator.name,
    acronym: spec?.acronym ?? regulator.name,
    company: ix.nameOn(company, event.date),
    legalName: company.legalName,
    amount: en.money(amount),
    grossAmount: en.money(gross),
    reasonKey: event.details.reason ?? "reporting",
    reason: en.phrases[`fine.${event.details.reason ?? "reporting"}`] ?? "breaches of its rules",
    date: longDate(en, event.date),
    startYear: year - intBetween(rng, 2, 5),
    endYear: year - intBetween(rng, 0, 1),
    director: pick(rng, ["Harriet Vantrell", "Desmond Quarrie", "Olufemi Ardenne", "Marisol Kettering"]),
  };
  const sections: Section[] = noticeSections(facts);
  const paragraphs = sections.flatMap((s) => s.paragraphs);
  return {
    title: noticeTitle(facts, rng),
    description: firstSentence(paragraphs[0] ?? ""),
    paragraphs,
    candidates: [company, regulator],
    extras: { notice: { reference, sections } },
    company,
    city: ix.place(company.hqPlaceId).name,
  };
}

export interface PaperPiece extends Composition {
  authors: string[];
}

export function composePaper(ctx: PieceContext, sector: string, orgs: Org[], authors: string[], seq: number): PaperPiece {
  const { ix, rng } = ctx;
  const en = packFor("en");
  const year = Number(ctx.day.slice(0, 4));
  const cities = sample(rng, ix.world.places, 3).map((p) => p.name);
  const paper = writePaper(
    {
      sector,
      sectorPlural: en.sectorPlural[sector] ?? "firms",
      firms: orgs.map((o) => ix.nameOn(o, ctx.day)),
      yearFrom: Math.max(2010, year - intBetween(rng, 6, 12)),
      yearTo: year - 1,
      panelSize: intBetween(rng, 40, 400),
      cities,
    },
    rng,
  );
  const received = shiftedDate(en, ctx.day, -intBetween(rng, 120, 300));
  const accepted = shiftedDate(en, ctx.day, -intBetween(rng, 20, 90));
  return {
    title: paper.title,
    description: firstSentence(paper.abstract),
    paragraphs: [paper.abstract, ...paper.sections.flatMap((s) => s.paragraphs)],
    candidates: orgs,
    extras: {
      paper: {
        volume: year - 2009,
        issue: Math.ceil(Number(ctx.day.slice(5, 7)) / 3),
        doi: `10.5555/qren.${year}.${String(seq).padStart(4, "0")}`,
        received,
        accepted,
        affiliations: paper.affiliations,
        authorAffiliation: authors.map((_, i) => i % Math.max(1, paper.affiliations.length)),
        keywords: paper.keywords,
        abstract: paper.abstract,
        sections: paper.sections,
        references: paper.references,
      },
    },
    company: orgs[0] ?? null,
    city: cities[0] ?? "",
    authors,
  };
}

function shiftedDate(pack: LanguagePack, day: IsoDay, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return pack.longDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The organisations a finished text actually names (current name, name of the day, short name or a former name). */
export function mentionedOrgs(ix: WorldIndex, text: string, candidates: Org[], day: IsoDay): string[] {
  const seen = new Set<string>();
  for (const org of candidates) {
    if (seen.has(org.id)) continue;
    const names = [org.name, ix.nameOn(org, day), ix.shortNameOn(org, day), ...org.formerNames.map((f) => f.name)];
    if (names.some((n) => n.length > 2 && text.includes(n))) seen.add(org.id);
  }
  return [...seen];
}

export function languageOfCountry(name: string): DemoLanguage {
  const style = countryProfile(name).style;
  if (style === "fr" || style === "de" || style === "es" || style === "it" || style === "pt" || style === "nl") return style;
  return name === "Morocco" ? "fr" : "en";
}
