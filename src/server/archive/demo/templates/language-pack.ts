// What a language must provide for the generator to write news in it. Every
// template is a small function over `Facts`: already-localised names, amounts
// and dates, so one template stays one readable sentence of that language.
import type { DemoLanguage, EventType, ExecutiveRole, Gender, Money } from "../types";

/** Localised strings for one event (or feature), filled by the article composer. */
export interface Facts {
  subject: string;
  subjectShort: string;
  /** Apposition with its article: "a chipmaker", "un groupe technologique". */
  subjectDesc: string;
  subjectCity: string;
  subjectCountry: string;
  object: string;
  objectShort: string;
  objectDesc: string;
  objectCity: string;
  objectCountry: string;
  date: string;
  year: string;
  amount: string;
  person: string;
  personShort: string;
  personFem: boolean;
  role: string;
  predecessor: string;
  previousOrg: string;
  product: string;
  category: string;
  place: string;
  placeCountry: string;
  reason: string;
  area: string;
  matter: string;
  stake: string;
  years: string;
  quarter: string;
  fiscalYear: string;
  revenue: string;
  netIncome: string;
  profit: boolean;
  change: string;
  up: boolean;
  headcount: string;
  workforce: string;
  jobs: string;
  facility: string;
  units: string;
  formerName: string;
  exchange: string;
  ticker: string;
  incident: string;
  injured: string;
  injuredCount: number;
  fatalities: string;
  fatalityCount: number;
  fraud: string;
  records: string;
  tenure: string;
  sectorPlural: string;
  /** Names of other organisations for features and context sentences. */
  others: string[];
}

export type Template = (f: Facts) => string;

export interface EventTemplates {
  headlines: Template[];
  leads: Template[];
  details: Template[];
  /** The quoted words only; `quote()` adds speaker and punctuation. */
  quotes: Template[];
  /** A past-tense clause for background: "acquired Kestrel Bay Foods". */
  recap: Template;
}

export interface Boilerplate {
  nav: string[];
  home: string;
  search: string;
  subscribe: string;
  cookie: string;
  cookieAccept: string;
  cookieSettings: string;
  newsletter: string;
  newsletterButton: string;
  emailPlaceholder: string;
  related: string;
  mostRead: string;
  readMore: string;
  advertisement: string;
  share: string;
  footerLinks: string[];
  rights: (year: number, outlet: string) => string;
  by: string;
  and: string;
  published: string;
  updated: string;
  /** For pages whose only date is in the text. */
  textDate: (date: string) => string;
  updateNote: (date: string) => string;
  correction: (date: string) => string;
  staff: string;
  tags: string;
  minutesRead: (minutes: number) => string;
}

export interface PressReleaseText {
  dateline: (city: string, date: string) => string;
  about: (org: string) => string;
  mediaContact: string;
  forwardLooking: string;
  source: (org: string) => string;
}

export interface LanguagePack {
  code: DemoLanguage;
  months: string[];
  weekdays: string[];
  /** "12 March 2021", "12 mars 2021", "12. März 2021"… */
  longDate: (year: number, month: number, day: number) => string;
  /** Digits only, in the order the language's readers expect. */
  numericDate: (year: number, month: number, day: number) => string;
  money: (amount: Money) => string;
  count: (value: number) => string;
  percent: (value: number) => string;
  /** Vague datings for pages with no machine-readable date. */
  relativeDates: string[];
  /** Country names in this language; English names are the keys. */
  countries: Record<string, string>;
  /** Per GICS sector: an apposition with its article. */
  sectorNoun: Record<string, string[]>;
  sectorPlural: Record<string, string>;
  role: (role: ExecutiveRole, gender: Gender) => string;
  quarter: (q: 1 | 2 | 3 | 4) => string;
  /** Language-neutral keys (fine reasons, lawsuit matters…) to phrases. */
  phrases: Record<string, string>;
  events: Record<EventType, EventTemplates>;
  quote: (words: string, speaker: string, role: string, org: string, variant: number) => string;
  /** A quote with no named speaker: "a spokesperson for X said". */
  quoteAnonymous: (words: string, org: string, variant: number) => string;
  spokesperson: string;
  /** "March 2019", "marzo de 2019": for background sentences. */
  monthYear: (year: number, month: number) => string;
  followUpTitle: (headline: string) => string;
  followUpLeads: Template[];
  reaction: Template[];
  /** Comment attributed to a research house (`others[0]`), neutral enough for any event. */
  analysis: Template[];
  profileListed: Template[];
  profilePrivate: Template[];
  leadership: (ceo: string, role: string, since: string) => string;
  formerlyKnown: (org: string, former: string) => string;
  history: (org: string, when: string, clause: string) => string;
  sectorContext: Template[];
  closings: Template[];
  feature: { headlines: Template[]; paragraphs: Template[] };
  pressRelease: PressReleaseText;
  boilerplate: Boilerplate;
  /** Section labels keyed by the generator's section ids. */
  sections: Record<string, string>;
}

/** Picks the form by grammatical gender without repeating the whole sentence. */
export function byGender(fem: boolean, feminine: string, masculine: string): string {
  return fem ? feminine : masculine;
}
