// Security and entity identifiers with their real check-digit rules, so the
// resolver can recognise and validate an identifier query exactly as it would a
// real one. The generator makes fictional identifiers that pass these rules;
// the validators are plain functions the resolver and the tests share.
import { intBetween, pick, type Rng } from "./random";

const DIGITS = "0123456789";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ALNUM = DIGITS + UPPER;
// FIGI leaves vowels out everywhere so that no identifier spells a word.
const FIGI_CONSONANTS = "BCDFGHJKLMNPQRSTVWXZY";
const FIGI_BODY_CHARS = DIGITS + FIGI_CONSONANTS;
// Two-letter starts reserved so a FIGI can never be mistaken for an ISIN of those jurisdictions.
const FIGI_FORBIDDEN_PREFIXES = new Set(["BS", "BM", "GG", "GB", "GH", "KY", "VG"]);

/** A digit keeps its value; a letter counts as 10 + its place in the alphabet (A=10 … Z=35). */
function charValue(char: string): number {
  const code = char.charCodeAt(0);
  return code <= 57 ? code - 48 : code - 55;
}

function randomChars(rng: Rng, alphabet: string, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[intBetween(rng, 0, alphabet.length - 1)];
  return out;
}

// ---------------------------------------------------------------- ISIN (ISO 6166)

/** Luhn over the digit string obtained by expanding each letter to two digits. */
export function isinCheckDigit(body11: string): string {
  let digits = "";
  for (const char of body11) digits += String(charValue(char));
  let sum = 0;
  // The check digit will sit to the right, so the rightmost body digit is doubled.
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsin(value: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(value)) return false;
  return isinCheckDigit(value.slice(0, 11)) === value[11];
}

/** An ISIN for a fictional listing: the issuer's country prefix and a random national number. */
export function makeIsin(rng: Rng, iso2: string): string {
  const body = iso2.toUpperCase() + randomChars(rng, DIGITS, 1) + randomChars(rng, ALNUM, 8);
  return body + isinCheckDigit(body);
}

// ---------------------------------------------------------------- FIGI (OMG FIGI spec)

/** Left to right, every second character's value is doubled, then the digits of each value are summed. */
export function figiCheckDigit(body11: string): string {
  let sum = 0;
  for (let i = 0; i < body11.length; i++) {
    let value = charValue(body11[i] as string);
    if (i % 2 === 1) value *= 2;
    sum += Math.floor(value / 10) + (value % 10);
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidFigi(value: string): boolean {
  if (!/^[B-DF-HJ-NP-TV-Z]{2}G[B-DF-HJ-NP-TV-Z0-9]{8}[0-9]$/.test(value)) return false;
  if (FIGI_FORBIDDEN_PREFIXES.has(value.slice(0, 2))) return false;
  return figiCheckDigit(value.slice(0, 11)) === value[11];
}

/**
 * A FIGI under the usual "BBG" prefix. Real allocations run sequentially from
 * BBG000…, BBG001…; starting the body with "Z" keeps these fictional ones out
 * of any range a real instrument could hold.
 */
export function makeFigi(rng: Rng): string {
  const body = "BBGZ" + randomChars(rng, FIGI_BODY_CHARS, 7);
  return body + figiCheckDigit(body);
}

// ---------------------------------------------------------------- LEI (ISO 17442, ISO 7064 MOD 97-10)

/** The remainder mod 97 of the number written by expanding letters to two digits. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = charValue(char);
    remainder = value > 9 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

export function leiCheckDigits(body18: string): string {
  return String(98 - mod97(body18 + "00")).padStart(2, "0");
}

export function isValidLei(value: string): boolean {
  if (!/^[A-Z0-9]{18}[0-9]{2}$/.test(value)) return false;
  return mod97(value) === 1;
}

/**
 * Fictional issuing-unit prefixes: the first four characters name the LOU that
 * issued the LEI; these name none (real prefixes are four digits or mixed
 * codes assigned by GLEIF), which keeps the demo LEIs visibly invented.
 */
const FICTIONAL_LOU_PREFIXES = ["DMWX", "DMWY", "DMWZ"];

export function makeLei(rng: Rng): string {
  // Characters 5-6 are "00" in every LEI issued under ISO 17442:2012's layout.
  const body = pick(rng, FICTIONAL_LOU_PREFIXES) + "00" + randomChars(rng, ALNUM, 12);
  return body + leiCheckDigits(body);
}

// ---------------------------------------------------------------- fictional registry numbers

/**
 * A CIK-like number: ten digits starting "99". Real SEC CIKs are assigned
 * sequentially and are far below 9,900,000,000, so these can never be real.
 */
export function makeFictionalCik(rng: Rng): string {
  return "99" + randomChars(rng, DIGITS, 8);
}

export function isFictionalCik(value: string): boolean {
  return /^99[0-9]{8}$/.test(value);
}

/**
 * A Wikidata-like QID: "Q9" and eight more digits, i.e. Q900000000 and above,
 * far beyond any item Wikidata has assigned, so these never point at a real item.
 */
export function makeFictionalQid(rng: Rng): string {
  return "Q9" + randomChars(rng, DIGITS, 8);
}

export function isFictionalQid(value: string): boolean {
  return /^Q9[0-9]{8}$/.test(value);
}

// ---------------------------------------------------------------- recognition

export type IdentifierKind = "ISIN" | "FIGI" | "LEI" | "CIK" | "QID";

/** Which identifier a query string is, if any (FIGI first: both are 12 characters). */
export function identifierKind(raw: string): IdentifierKind | null {
  const value = raw.trim().toUpperCase();
  if (isValidFigi(value)) return "FIGI";
  if (isValidIsin(value)) return "ISIN";
  if (isValidLei(value)) return "LEI";
  if (/^Q[1-9][0-9]*$/.test(value)) return "QID";
  if (/^[0-9]{1,10}$/.test(value)) return "CIK";
  return null;
}
