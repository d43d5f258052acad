// Where the fictional world happens: the real countries it uses (continent,
// region and ISO code come from the contract's taxonomy), each with the naming
// style of its companies and people, its currency and an invented exchange.
import { COUNTRIES, type CountryNameValue } from "../../../contract/taxonomies/countries";

export type NameStyle = "en" | "fr" | "de" | "es" | "pt" | "it" | "nl" | "nordic" | "pl" | "ja" | "ko" | "in" | "ar" | "af";

export interface Exchange {
  /** MIC-like code, invented: no exchange of the demo world exists. */
  code: string;
  name: string;
}

export interface CountryProfile {
  name: CountryNameValue;
  style: NameStyle;
  currency: string;
  /** Relative number of organisations headquartered there. */
  weight: number;
  exchange: Exchange;
  /** Legal forms: the first for listed companies, the second for private ones. */
  legalForms: [string[], string[]];
}

const EXCHANGES = {
  atlantic: { code: "XATL", name: "Atlantic Securities Exchange" },
  pacificCrest: { code: "XPCX", name: "Pacific Crest Exchange" },
  northernShield: { code: "XNSH", name: "Northern Shield Exchange" },
  altiplano: { code: "XBAL", name: "Bolsa del Altiplano" },
  planalto: { code: "XPLT", name: "Bolsa do Planalto" },
  andina: { code: "XBAN", name: "Bolsa Andina de Valores" },
  thames: { code: "XTHM", name: "Thames Exchange" },
  lutece: { code: "XLTC", name: "Bourse de Lutèce" },
  rheinufer: { code: "XRUB", name: "Rheinufer-Börse" },
  tajo: { code: "XTJO", name: "Bolsa del Tajo" },
  douro: { code: "XDOU", name: "Bolsa do Douro" },
  padana: { code: "XBPD", name: "Borsa Padana" },
  lageLanden: { code: "XLLB", name: "Lage Landen Beurs" },
  alpen: { code: "XALP", name: "Alpenbörse" },
  nordlys: { code: "XNLY", name: "Nordlys Exchange" },
  vistula: { code: "XVST", name: "Vistula Exchange" },
  honshu: { code: "XHNS", name: "Honshu Securities Exchange" },
  hangang: { code: "XHGE", name: "Hangang Exchange" },
  deccan: { code: "XDKN", name: "Deccan Stock Exchange" },
  malacca: { code: "XMLC", name: "Malacca Exchange" },
  coralSea: { code: "XCRL", name: "Coral Sea Exchange" },
  cape: { code: "XCPE", name: "Cape Exchange" },
  savanna: { code: "XSVN", name: "Savanna Securities Exchange" },
  crescent: { code: "XGCR", name: "Gulf Crescent Exchange" },
} satisfies Record<string, Exchange>;

const ANGLO_FORMS: [string[], string[]] = [["Inc.", "Corp.", "Holdings Inc."], ["LLC", "Inc.", "Co."]];
const BRITISH_FORMS: [string[], string[]] = [["plc", "Group plc"], ["Ltd", "Limited"]];

export const COUNTRY_PROFILES: CountryProfile[] = [
  { name: "United States", style: "en", currency: "USD", weight: 60, exchange: EXCHANGES.atlantic, legalForms: ANGLO_FORMS },
  { name: "Canada", style: "en", currency: "CAD", weight: 8, exchange: EXCHANGES.northernShield, legalForms: [["Inc.", "Ltd."], ["Inc.", "Ltd."]] },
  { name: "Mexico", style: "es", currency: "MXN", weight: 5, exchange: EXCHANGES.altiplano, legalForms: [["S.A.B. de C.V."], ["S.A. de C.V."]] },
  { name: "Brazil", style: "pt", currency: "BRL", weight: 8, exchange: EXCHANGES.planalto, legalForms: [["S.A."], ["Ltda."]] },
  { name: "Argentina", style: "es", currency: "USD", weight: 3, exchange: EXCHANGES.andina, legalForms: [["S.A."], ["S.R.L."]] },
  { name: "Chile", style: "es", currency: "USD", weight: 3, exchange: EXCHANGES.andina, legalForms: [["S.A."], ["SpA"]] },
  { name: "Colombia", style: "es", currency: "USD", weight: 3, exchange: EXCHANGES.andina, legalForms: [["S.A."], ["S.A.S."]] },
  { name: "United Kingdom", style: "en", currency: "GBP", weight: 16, exchange: EXCHANGES.thames, legalForms: BRITISH_FORMS },
  { name: "Ireland", style: "en", currency: "EUR", weight: 3, exchange: EXCHANGES.thames, legalForms: BRITISH_FORMS },
  { name: "France", style: "fr", currency: "EUR", weight: 14, exchange: EXCHANGES.lutece, legalForms: [["SA", "SE"], ["SAS", "SARL"]] },
  { name: "Germany", style: "de", currency: "EUR", weight: 16, exchange: EXCHANGES.rheinufer, legalForms: [["AG", "SE"], ["GmbH", "GmbH & Co. KG"]] },
  { name: "Spain", style: "es", currency: "EUR", weight: 8, exchange: EXCHANGES.tajo, legalForms: [["S.A."], ["S.L."]] },
  { name: "Portugal", style: "pt", currency: "EUR", weight: 4, exchange: EXCHANGES.douro, legalForms: [["S.A."], ["Lda."]] },
  { name: "Italy", style: "it", currency: "EUR", weight: 8, exchange: EXCHANGES.padana, legalForms: [["S.p.A."], ["S.r.l."]] },
  { name: "Netherlands", style: "nl", currency: "EUR", weight: 6, exchange: EXCHANGES.lageLanden, legalForms: [["N.V."], ["B.V."]] },
  { name: "Belgium", style: "nl", currency: "EUR", weight: 4, exchange: EXCHANGES.lageLanden, legalForms: [["NV"], ["BV"]] },
  { name: "Switzerland", style: "de", currency: "CHF", weight: 6, exchange: EXCHANGES.alpen, legalForms: [["AG"], ["GmbH"]] },
  { name: "Austria", style: "de", currency: "EUR", weight: 3, exchange: EXCHANGES.alpen, legalForms: [["AG"], ["GmbH"]] },
  { name: "Sweden", style: "nordic", currency: "SEK", weight: 4, exchange: EXCHANGES.nordlys, legalForms: [["AB (publ)"], ["AB"]] },
  { name: "Norway", style: "nordic", currency: "NOK", weight: 3, exchange: EXCHANGES.nordlys, legalForms: [["ASA"], ["AS"]] },
  { name: "Denmark", style: "nordic", currency: "DKK", weight: 3, exchange: EXCHANGES.nordlys, legalForms: [["A/S"], ["ApS"]] },
  { name: "Poland", style: "pl", currency: "PLN", weight: 3, exchange: EXCHANGES.vistula, legalForms: [["S.A."], ["sp. z o.o."]] },
  { name: "Japan", style: "ja", currency: "JPY", weight: 12, exchange: EXCHANGES.honshu, legalForms: [["Corporation", "Co., Ltd."], ["Co., Ltd."]] },
  { name: "South Korea", style: "ko", currency: "USD", weight: 6, exchange: EXCHANGES.hangang, legalForms: [["Co., Ltd."], ["Co., Ltd."]] },
  { name: "India", style: "in", currency: "INR", weight: 8, exchange: EXCHANGES.deccan, legalForms: [["Ltd"], ["Private Limited"]] },
  { name: "Singapore", style: "en", currency: "SGD", weight: 4, exchange: EXCHANGES.malacca, legalForms: [["Ltd"], ["Pte Ltd"]] },
  { name: "Australia", style: "en", currency: "AUD", weight: 7, exchange: EXCHANGES.coralSea, legalForms: [["Ltd", "Limited"], ["Pty Ltd"]] },
  { name: "New Zealand", style: "en", currency: "NZD", weight: 2, exchange: EXCHANGES.coralSea, legalForms: [["Limited"], ["Limited"]] },
  { name: "South Africa", style: "af", currency: "ZAR", weight: 4, exchange: EXCHANGES.cape, legalForms: [["Ltd"], ["(Pty) Ltd"]] },
  { name: "Nigeria", style: "af", currency: "USD", weight: 3, exchange: EXCHANGES.savanna, legalForms: [["Plc"], ["Limited"]] },
  { name: "Kenya", style: "af", currency: "USD", weight: 2, exchange: EXCHANGES.savanna, legalForms: [["PLC"], ["Limited"]] },
  { name: "United Arab Emirates", style: "ar", currency: "USD", weight: 3, exchange: EXCHANGES.crescent, legalForms: [["PJSC"], ["LLC"]] },
  { name: "Morocco", style: "ar", currency: "USD", weight: 2, exchange: EXCHANGES.crescent, legalForms: [["S.A."], ["SARL"]] },
];

const PROFILE_BY_NAME = new Map(COUNTRY_PROFILES.map((p) => [p.name as string, p]));

export function countryProfile(name: string): CountryProfile {
  const profile = PROFILE_BY_NAME.get(name);
  if (!profile) throw new Error(`no demo profile for country ${name}`);
  return profile;
}

export function countryInfo(name: CountryNameValue): { continent: string; region: string; iso2: string } {
  const info = COUNTRIES[name];
  return { continent: info.continent, region: info.region ?? "", iso2: info.iso2 ?? "" };
}

/** Rough USD rates, only so that amounts in local currency have plausible sizes. */
export const USD_RATE: Record<string, number> = {
  USD: 1, EUR: 0.92, GBP: 0.79, CHF: 0.9, CAD: 1.35, MXN: 18, BRL: 5, JPY: 140, SEK: 10.5, NOK: 10.5, DKK: 6.9,
  PLN: 4, INR: 82, SGD: 1.35, AUD: 1.5, NZD: 1.6, ZAR: 18,
};

export interface RegulatorSpec {
  name: string;
  acronym: string;
  country: CountryNameValue;
  /** Countries whose companies it fines; the US one also takes any company listed in the Americas. */
  jurisdiction: string[];
}

/** Invented regulators; the first one publishes its notices on the demo's government site. */
export const REGULATORS: RegulatorSpec[] = [
  { name: "Federal Market Conduct Commission", acronym: "FMCC", country: "United States", jurisdiction: ["United States", "Canada", "Mexico", "Argentina", "Chile", "Colombia"] },
  { name: "Conduct and Competition Office", acronym: "CCO", country: "United Kingdom", jurisdiction: ["United Kingdom", "Ireland", "Sweden", "Norway", "Denmark"] },
  { name: "Haute Autorité des marchés loyaux", acronym: "HAML", country: "France", jurisdiction: ["France", "Belgium", "Morocco"] },
  { name: "Bundesstelle für Marktaufsicht", acronym: "BSMA", country: "Germany", jurisdiction: ["Germany", "Austria", "Switzerland", "Poland"] },
  { name: "Agencia de Supervisión de Mercados y Consumo", acronym: "ASMC", country: "Spain", jurisdiction: ["Spain", "Portugal"] },
  { name: "Autorità per la Lealtà Commerciale", acronym: "ALC", country: "Italy", jurisdiction: ["Italy"] },
  { name: "Toezichtraad voor Markten en Mededinging", acronym: "TMM", country: "Netherlands", jurisdiction: ["Netherlands"] },
  { name: "Conselho de Fiscalização Econômica", acronym: "CFE", country: "Brazil", jurisdiction: ["Brazil"] },
  { name: "Pacific Market Integrity Agency", acronym: "PMIA", country: "Singapore", jurisdiction: ["Japan", "South Korea", "India", "Singapore", "Australia", "New Zealand"] },
  { name: "Continental Trade Standards Board", acronym: "CTSB", country: "South Africa", jurisdiction: ["South Africa", "Nigeria", "Kenya", "United Arab Emirates"] },
];
