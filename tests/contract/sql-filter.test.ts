import { describe, expect, it } from "vitest";
import { compileSqlFilter, formatSqlFilter, parseSqlFilter, type FilterRow } from "../../src/contract";

const row = (over: Partial<FilterRow> = {}): FilterRow => ({
  loc: "l1", netloc: "harbourwire.example", url_hash: "u", doc_hash: "d", published: "2024-03-05", modified: null, visited: "2024-03-06",
  certain: true, language: "en-en", stot: 6, snum: 0, words: 120, chars: 700, companies: ["Norvale Dynamics"], ...over,
});

function accepts(filter: string, r: FilterRow): boolean {
  const parsed = parseSqlFilter(filter);
  if (!parsed.ok) throw new Error(parsed.error);
  return compileSqlFilter(parsed.where)(r);
}

describe("sql_filter grammar", () => {
  it("accepts the default and the filters the real client writes", () => {
    expect(parseSqlFilter("SELECT loc FROM engine")).toEqual({ ok: true, where: null });
    expect(accepts("SELECT loc FROM engine WHERE netloc IN ('harbourwire.example', 'www.harbourwire.example')", row())).toBe(true);
    expect(accepts("SELECT loc FROM engine WHERE published >= '2024-01-01' AND published < '2024-04-01'", row())).toBe(true);
    expect(accepts("SELECT loc FROM engine WHERE ARRAY_CONTAINS(companies, 'norvale dynamics')", row())).toBe(true);
    expect(accepts("select loc from engine where language like 'en-%' and not certain = false;", row())).toBe(true);
  });

  it("evaluates AND/OR/NOT, parentheses, BETWEEN, NOT IN, IS NULL as SQL would", () => {
    const r = row();
    expect(accepts("SELECT loc FROM engine WHERE (netloc = 'a.example' OR netloc = 'harbourwire.example') AND words BETWEEN 100 AND 200", r)).toBe(true);
    expect(accepts("SELECT loc FROM engine WHERE netloc NOT IN ('harbourwire.example')", r)).toBe(false);
    expect(accepts("SELECT loc FROM engine WHERE modified IS NULL AND published IS NOT NULL", r)).toBe(true);
    expect(accepts("SELECT loc FROM engine WHERE modified > '2020-01-01'", r)).toBe(false); // null is not greater
    expect(accepts("SELECT loc FROM engine WHERE NOT (snum > 0 OR stot < 2)", r)).toBe(true);
  });

  it.each([
    ["SELECT url FROM engine", "must select the column loc", 7],
    ["SELECT loc FROM users", "the only table is engine", 16],
    ["SELECT loc FROM engine WHERE colour = 'red'", "unknown column 'colour'", 29],
    ["SELECT loc FROM engine WHERE netloc IN (SELECT loc FROM engine)", "subqueries are not allowed", 40],
    ["SELECT loc FROM engine; DROP TABLE engine", "only one statement", 24],
    ["SELECT loc FROM engine WHERE words > 1 -- ; PRAGMA x", "comments are not allowed", 39],
    ["PRAGMA table_info(engine)", "expected SELECT", 0],
    ["SELECT loc FROM engine WHERE lower(netloc) = 'x'", "function lower is not allowed", 29],
    ["SELECT loc FROM engine WHERE words > 'many'", "integer values", 37],
    ["SELECT loc FROM engine WHERE published > 'last week'", "YYYY-MM-DD", 41],
    ["SELECT loc FROM engine WHERE (words > 1", "is not closed", 39],
    ["SELECT loc FROM engine ATTACH DATABASE 'x' AS y", "ATTACH is not allowed", 23],
    ["SELECT loc FROM engine WHERE netloc = 'unterminated", "not closed", 38],
  ])("refuses %s, saying what and where", (filter, message, position) => {
    const parsed = parseSqlFilter(filter);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain(message);
      expect(parsed.position).toBe(position);
    }
  });

  it("writes a tree back as text that parses to the same tree", () => {
    const text = "SELECT loc FROM engine WHERE (netloc = 'a.example' OR netloc NOT IN ('b.example', 'c.example')) AND NOT words BETWEEN 1 AND 10 AND ARRAY_CONTAINS(companies, 'O''Neil Corp')";
    const parsed = parseSqlFilter(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const again = parseSqlFilter(formatSqlFilter(parsed.where));
    expect(again).toEqual(parsed);
  });
});
