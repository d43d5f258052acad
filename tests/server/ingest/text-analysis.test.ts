import { describe, expect, it } from "vitest";
import { brandSafety, geography } from "../../../src/server/ingest/classify";
import { CompanyMatcher, type CompanyRecord } from "../../../src/server/ingest/companies";
import { detectLanguage } from "../../../src/server/ingest/language";
import { simhash, simhashDistance } from "../../../src/server/ingest/simhash";

const company = (id: string, name: string, aliases: string[] = [], country: string | null = null): CompanyRecord => ({
  id, name, aliases, ticker: null, country, sector: "Industrials", industry_group: null, industry: null, sub_industry: null,
});

describe("company mentions", () => {
  const matcher = new CompanyMatcher([
    company("a", "Norvale Dynamics AG", ["Norvale"], "Germany"),
    company("b", "Kestrel Bay Foods", [], "Canada"),
    company("c", "Bay Foods", []),
  ]);

  it("finds names without their legal suffix and by alias, longest name first", () => {
    const found = matcher.find("Norvale Dynamics said it would buy Kestrel Bay Foods. Norvale expects the deal to close in May.");
    expect(found.map((m) => [m.company.id, m.count])).toEqual([["a", 2], ["b", 1]]);
  });

  it("finds nothing in text that names no company", () => {
    expect(matcher.find("The weather in the bay was mild.")).toEqual([]);
  });
});

describe("language detection", () => {
  it.each([
    ["en", "The company said on Tuesday it would acquire its rival for about one billion dollars in cash and shares."],
    ["fr", "Le groupe a annoncé mardi le rachat de son concurrent pour environ un milliard d'euros en numéraire."],
    ["de", "Der Konzern hat am Dienstag die Übernahme seines Konkurrenten für rund eine Milliarde Euro angekündigt."],
    ["es", "La empresa anunció el martes la compra de su competidor por unos mil millones de euros en efectivo."],
  ])("tells %s", (language, text) => {
    expect(detectLanguage(text).language).toBe(language);
  });

  it("says nothing for text too short to tell, unless the page claims a language", () => {
    expect(detectLanguage("Q3").language).toBeNull();
    expect(detectLanguage("Q3", "de").language).toBe("de");
  });
});

describe("brand safety and geography", () => {
  it("grades violent, legal and plain business text", () => {
    expect(brandSafety("Two workers were killed and a third died in hospital after the shooting at the plant.")).toBe("Unsafe");
    expect(brandSafety("The regulator fined the bank after an investigation into fraud.")).toBe("Sensitive");
    expect(brandSafety("The company opened a new warehouse and hired 40 people.")).toBe("Safe");
  });

  it("takes the most mentioned country, in any of four languages, and its region and continent", () => {
    expect(geography("Le groupe, basé en Allemagne, vend aussi en Allemagne et au Japon.", [])).toEqual({ country: "Germany", region: "Western Europe", continent: "Europe" });
    expect(geography("No place named here.", [])).toEqual({ country: null, region: null, continent: null });
  });
});

describe("simhash", () => {
  const story = "Norvale Dynamics agreed to buy Kestrel Bay Foods for 1.2 billion dollars, the companies said on Tuesday, in a deal that creates the largest packaged food maker in the region. The boards of both companies approved the deal.";
  it("keeps a syndicated copy with a small edit near, and another story far", () => {
    const edited = story.replace("on Tuesday", "late on Tuesday");
    const other = "Harbour Wire reports that the central bank left its interest rate unchanged as inflation slowed for a third month in a row across the country.";
    expect(simhashDistance(simhash(story), simhash(edited))).toBeLessThanOrEqual(12);
    expect(simhashDistance(simhash(story), simhash(other))).toBeGreaterThan(18);
    expect(simhash(story)).toMatch(/^[0-9a-f]{16}$/);
  });
});
