/**
 * Dates on web pages. Machine-readable ones (ISO 8601 in markup) are taken as
 * written; a date found only in the text is read in English, French, German,
 * Spanish, Italian, Portuguese or Dutch, and counts as uncertain.
 */
export function toIsoDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day) ? day : null;
}

const MONTHS: Record<string, number> = {};
const NAMES: string[][] = [
  ["january", "jan", "janvier", "janv", "januar", "enero", "gennaio", "janeiro", "januari"],
  ["february", "feb", "février", "fevrier", "févr", "februar", "febrero", "febbraio", "fevereiro", "februari"],
  ["march", "mar", "mars", "märz", "maerz", "marzo", "março", "marco", "maart"],
  ["april", "apr", "avril", "abril", "aprile"],
  ["may", "mai", "mayo", "maggio", "maio", "mei"],
  ["june", "jun", "juin", "juni", "junio", "giugno", "junho"],
  ["july", "jul", "juillet", "juli", "julio", "luglio", "julho"],
  ["august", "aug", "août", "aout", "agosto", "augustus"],
  ["september", "sep", "sept", "septembre", "septiembre", "settembre", "setembro"],
  ["october", "oct", "octobre", "oktober", "octubre", "ottobre", "outubro"],
  ["november", "nov", "novembre", "noviembre", "novembro"],
  ["december", "dec", "décembre", "decembre", "déc", "dezember", "diciembre", "dicembre", "dezembro"],
];
NAMES.forEach((names, i) => names.forEach((n) => (MONTHS[n] = i + 1)));
const MONTH = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join("|");

const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.|º)?\\s+(?:de\\s+)?(${MONTH})\\.?,?\\s+(?:de\\s+)?((?:19|20)\\d{2})\\b`, "iu");
const MONTH_DAY_YEAR = new RegExp(`\\b(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`, "iu");
const ISO = /\b((?:19|20)\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/;

function day(year: number, month: number, dayOfMonth: number): string | null {
  const text = `${year}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
  return toIsoDay(text);
}

/** "Published on 2 December 2017", in seven languages: the date a page gives for itself. */
const PUBLISHED_PHRASE = /\b(published|posted|publié|publiée|mis en ligne|veröffentlicht|erschienen|publicado|publicada|pubblicato|pubblicata|gepubliceerd)\b(\s+(on|le|am|el|em|il|op|the))?\s+/iu;

/** The page's own date if a phrase names it, else the first full date written in the text, or null. */
export function findTextDate(text: string): string | null {
  const phrase = PUBLISHED_PHRASE.exec(text);
  if (phrase) {
    const own = firstDate(text.slice(phrase.index + phrase[0].length, phrase.index + phrase[0].length + 40));
    if (own) return own;
  }
  return firstDate(text);
}

function firstDate(text: string): string | null {
  const candidates: { at: number; value: string | null }[] = [];
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) candidates.push({ at: dmy.index, value: day(Number(dmy[3]), MONTHS[dmy[2]!.toLowerCase()]!, Number(dmy[1])) });
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy) candidates.push({ at: mdy.index, value: day(Number(mdy[3]), MONTHS[mdy[1]!.toLowerCase()]!, Number(mdy[2])) });
  const iso = ISO.exec(text);
  if (iso) candidates.push({ at: iso.index, value: day(Number(iso[1]), Number(iso[2]), Number(iso[3])) });
  return candidates.filter((c) => c.value).sort((a, b) => a.at - b.at)[0]?.value ?? null;
}
