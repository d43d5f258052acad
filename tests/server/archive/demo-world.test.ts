import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTRIES } from "../../../src/contract/taxonomies/countries";
import { GICS_NODES, GICS_SECTORS } from "../../../src/contract/taxonomies/gics";
import { LANGUAGES } from "../../../src/contract/taxonomies/languages";
import {
  ARCHIVE_CUTOFF,
  ARCHIVE_START,
  buildWorld,
  generateDemoArchive,
  generateDemoWorld,
  gicsPath,
  identifierKind,
  isFictionalCik,
  isFictionalQid,
  isValidFigi,
  isValidIsin,
  isValidLei,
  loadGroundTruth,
  nameOn,
  pageFileForUrl,
  type DemoWorld,
  type Org,
} from "../../../src/server/archive/demo";
import { articleRecord } from "../../../src/server/archive/demo/ground-truth";
import { GOVERNMENT_NETLOC, JOURNAL_NETLOC, type Outlet } from "../../../src/server/archive/demo/outlets";
import { esc } from "../../../src/server/archive/demo/templates/html";

const SEED = 4242;
const ARTICLES = 800;

/** One hash over everything the generator produces in memory. */
function fingerprint(demo: DemoWorld): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(demo.world));
  hash.update(JSON.stringify(demo.outlets));
  for (const article of demo.articles) hash.update(JSON.stringify(article));
  return hash.digest("hex");
}

/** Changes one character so the check digit can no longer match. */
function mutate(value: string, index: number): string {
  const char = value[index] as string;
  const replacement = /[0-9]/.test(char) ? String((Number(char) + 1) % 10) : char === "Z" ? "B" : String.fromCharCode(char.charCodeAt(0) + 1);
  return value.slice(0, index) + replacement + value.slice(index + 1);
}

let demo: DemoWorld;
let companies: Org[];

beforeAll(() => {
  demo = generateDemoWorld({ seed: SEED, articles: ARTICLES });
  companies = demo.world.orgs.filter((o) => o.kind === "company");
});

describe("determinism", () => {
  it("gives byte-identical output for the same seed", () => {
    expect(fingerprint(generateDemoWorld({ seed: SEED, articles: ARTICLES }))).toBe(fingerprint(demo));
  });

  it("gives a different world for a different seed", () => {
    const other = generateDemoWorld({ seed: SEED + 1, articles: ARTICLES });
    expect(fingerprint(other)).not.toBe(fingerprint(demo));
    expect(other.world.orgs[20]?.name).not.toBe(demo.world.orgs[20]?.name);
  });

  it("writes the same files for the same seed and labels the archive fictional", async () => {
    const dirs = await Promise.all([mkdtemp(path.join(os.tmpdir(), "demo-a-")), mkdtemp(path.join(os.tmpdir(), "demo-b-"))]);
    try {
      const [a, b] = await Promise.all(dirs.map((outDir) => generateDemoArchive({ outDir, seed: SEED, articles: 120 })));
      const read = (dir: string, file: string) => readFile(path.join(dir, file), "utf8");
      const [dirA, dirB] = dirs as [string, string];
      expect(await read(dirA, "ground-truth.jsonl")).toBe(await read(dirB, "ground-truth.jsonl"));
      expect(await read(dirA, "manifest.json")).toBe(await read(dirB, "manifest.json"));
      expect(a?.pagesBytes).toBe(b?.pagesBytes);
      const manifest = JSON.parse(await read(dirA, "manifest.json"));
      expect(manifest.fictional).toBe(true);
      expect(manifest.notice).toMatch(/fictional/);
      expect(manifest.counts.articles).toBe(120);
      const truth = await loadGroundTruth(path.join(dirA, "ground-truth.jsonl"));
      expect(truth.articles).toHaveLength(120);
      const first = truth.articles[0];
      expect(first).toBeDefined();
      const html = await readFile(path.join(dirA, "pages", first?.file ?? ""), "utf8");
      expect(html).toContain(`<link rel="canonical" href="${first?.url}">`);
    } finally {
      await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  });
});

describe("organisations", () => {
  it("has at least 300 companies across all 11 GICS sectors and many countries", () => {
    expect(companies.length).toBeGreaterThanOrEqual(300);
    expect(new Set(companies.map((o) => o.gics?.sector))).toEqual(new Set(GICS_SECTORS));
    expect(new Set(companies.map((o) => o.country)).size).toBeGreaterThanOrEqual(25);
    for (const org of companies) expect(org.country in COUNTRIES).toBe(true);
  });

  it("carries all four GICS levels of a real sub-industry", () => {
    const subIndustries = new Set(GICS_NODES.filter((n) => n.level === "sub_industry").map((n) => n.code));
    for (const org of companies) {
      expect(subIndustries.has(org.gics?.code ?? "")).toBe(true);
      expect(gicsPath(org.gics?.code ?? "")).toEqual(org.gics);
    }
  });

  it("lists at least 120 companies, each with a unique ticker, an exchange and identifiers", () => {
    const listed = companies.filter((o) => o.listing);
    expect(listed.length).toBeGreaterThanOrEqual(120);
    expect(new Set(listed.map((o) => o.listing?.ticker)).size).toBe(listed.length);
    for (const org of listed) {
      expect(org.listing?.exchange).toMatch(/^X[A-Z]{3}$/);
      expect(org.listing?.isin.slice(0, 2)).toBe(COUNTRIES[org.country as keyof typeof COUNTRIES].iso2);
      expect(org.identifiers.lei).not.toBeNull();
    }
  });

  it("gives every ISIN, FIGI and LEI a valid check digit, and a mutated one fails", () => {
    for (const org of companies) {
      const { listing, identifiers } = org;
      if (listing) {
        expect(isValidIsin(listing.isin)).toBe(true);
        expect(isValidIsin(mutate(listing.isin, 11))).toBe(false);
        expect(isValidIsin(mutate(listing.isin, 5))).toBe(false);
        expect(isValidFigi(listing.figi)).toBe(true);
        expect(isValidFigi(mutate(listing.figi, 11))).toBe(false);
        expect(identifierKind(listing.isin)).toBe("ISIN");
        expect(identifierKind(listing.figi)).toBe("FIGI");
      }
      if (identifiers.lei) {
        expect(isValidLei(identifiers.lei)).toBe(true);
        expect(isValidLei(mutate(identifiers.lei, 19))).toBe(false);
        expect(isValidLei(mutate(identifiers.lei, 8))).toBe(false);
        expect(identifierKind(identifiers.lei)).toBe("LEI");
      }
    }
  });

  it("accepts known public examples and refuses malformed ones", () => {
    expect(isValidIsin("US0378331005")).toBe(true);
    expect(isValidLei("5493001KJTIIGC8Y1R12")).toBe(true);
    expect(isValidFigi("BBG000BLNNH6")).toBe(true);
    expect(isValidIsin("US0378331004")).toBe(false);
    expect(isValidLei("5493001KJTIIGC8Y1R13")).toBe(false);
    expect(isValidFigi("BBG000BLNNH7")).toBe(false);
    expect(isValidFigi("BSG000BLNNH6")).toBe(false);
    expect(isValidFigi("BBGA00BLNNH6")).toBe(false);
  });

  it("uses CIK-like numbers and QIDs that cannot be real", () => {
    for (const org of demo.world.orgs) {
      expect(isFictionalQid(org.identifiers.qid)).toBe(true);
      if (org.identifiers.cik) expect(isFictionalCik(org.identifiers.cik)).toBe(true);
    }
  });

  it("names organisations uniquely, with aliases and dated former names", () => {
    const names = demo.world.orgs.flatMap((o) => [o.name, ...o.formerNames.map((f) => f.name)]).map((n) => n.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(companies.filter((o) => o.formerNames.length > 0).length).toBeGreaterThan(10);
    const renamed = companies.find((o) => o.formerNames.length > 0) as Org;
    const former = renamed.formerNames[0];
    expect(nameOn(renamed, former?.until ?? "")).toBe(former?.name);
    expect(companies.every((o) => o.aliases.includes(o.legalName))).toBe(true);
  });

  it("has executives with appointment dates, places with countries and products", () => {
    expect(demo.world.people.length).toBeGreaterThan(300);
    const ceo = demo.world.people.find((p) => p.roles.some((r) => r.role === "ceo"));
    expect(ceo?.roles[0]?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(demo.world.places.every((p) => p.country in COUNTRIES)).toBe(true);
    expect(demo.world.products.length).toBeGreaterThan(300);
  });
});

describe("events", () => {
  it("stay within 2016-01-01..2026-10-31 with lower snake case predicates and known participants", () => {
    const ids = new Set([...demo.world.orgs, ...demo.world.people, ...demo.world.places, ...demo.world.products].map((e) => e.id));
    for (const event of demo.world.events) {
      expect(event.date >= ARCHIVE_START && event.date <= ARCHIVE_CUTOFF).toBe(true);
      expect(event.predicate).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(ids.has(event.subject.id)).toBe(true);
      if (event.object) expect(ids.has(event.object.id)).toBe(true);
      if (event.amount) expect(event.amount.value).toBeGreaterThan(0);
    }
    expect(ARCHIVE_CUTOFF).toBe("2026-10-31");
  });

  it("grow over the years, quieten in August and December and cluster earnings in reporting months", () => {
    const world = buildWorld(SEED, { events: 6000 });
    const inYears = (...years: string[]) => world.events.filter((e) => years.includes(e.date.slice(0, 4))).length;
    expect(inYears("2024", "2025")).toBeGreaterThan(1.8 * inYears("2016", "2017"));
    const byMonth = (month: string, type?: string) => world.events.filter((e) => e.date.slice(5, 7) === month && (!type || e.type === type)).length;
    const months = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11", "12"];
    const mean = world.events.length / 12;
    expect(byMonth("12")).toBeLessThan(0.75 * mean);
    expect(byMonth("08") - byMonth("08", "earnings")).toBeLessThan(0.75 * (byMonth("07") - byMonth("07", "earnings")));
    const earnings = world.events.filter((e) => e.type === "earnings");
    const inSeason = earnings.filter((e) => ["01", "02", "04", "05", "07", "08", "10", "11"].includes(e.date.slice(5, 7))).length;
    expect(inSeason / earnings.length).toBeGreaterThan(0.9);
    expect(months.every((m) => byMonth(m) > 0)).toBe(true);
  });

  it("tell a few big stories, each with several articles from different outlets over weeks", () => {
    expect(demo.world.stories.length).toBeGreaterThanOrEqual(3);
    for (const story of demo.world.stories) {
      const articles = demo.articles.filter((a) => a.storyId === story.id);
      const days = articles.map((a) => a.published).sort();
      const spanDays = (Date.parse(days[days.length - 1] ?? "") - Date.parse(days[0] ?? "")) / 86_400_000;
      expect(articles.length).toBeGreaterThanOrEqual(8);
      expect(new Set(articles.map((a) => a.outletId)).size).toBeGreaterThanOrEqual(4);
      expect(spanDays).toBeGreaterThanOrEqual(14);
    }
  });

  it("give every event at least one article", () => {
    const reported = new Set(demo.articles.flatMap((a) => a.eventIds));
    expect(demo.world.events.every((e) => reported.has(e.id))).toBe(true);
  });
});

describe("outlets", () => {
  it("number at least 40 on .example domains, with every required kind", () => {
    expect(demo.outlets.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demo.outlets.map((o) => o.netloc)).size).toBe(demo.outlets.length);
    for (const outlet of demo.outlets) expect(outlet.netloc).toMatch(/^[a-z0-9.-]+\.example$/);
    const kinds = new Set(demo.outlets.map((o) => o.kind));
    for (const kind of ["newswire", "national_paper", "trade_blog", "press_release", "government", "academic_journal"]) expect(kinds.has(kind as never)).toBe(true);
    expect(demo.outlets.filter((o) => o.kind === "government")).toHaveLength(1);
    expect(demo.outlets.filter((o) => o.kind === "academic_journal")).toHaveLength(1);
  });

  it("write in at least English, French, German and Spanish, with languages from the contract", () => {
    const codes = new Set(LANGUAGES.map((l) => l.code.toLowerCase()));
    const used = new Set(demo.articles.map((a) => a.language));
    for (const language of ["en", "fr", "de", "es"]) expect(used.has(language as never)).toBe(true);
    expect(used.size).toBeGreaterThanOrEqual(4);
    for (const language of used) expect(codes.has(language)).toBe(true);
  });
});

describe("ground truth", () => {
  it("records uncertain dates as uncertain, and null when the page only says something vague", () => {
    const outletById = new Map(demo.outlets.map((o) => [o.id, o]));
    const records = demo.articles.map((a) => ({ article: a, record: articleRecord(a, outletById.get(a.outletId) as Outlet) }));
    for (const { article, record } of records) {
      expect(record.published_certain).toBe(article.dateMode === "machine");
      expect(record.published).toBe(article.dateMode === "vague" ? null : article.published);
      expect(record.main_text.length).toBeGreaterThan(0);
      expect(record.url).toBe(article.url);
    }
    expect(records.some(({ record }) => record.published === null)).toBe(true);
    expect(records.some(({ record }) => record.published !== null && !record.published_certain)).toBe(true);
  });
});

describe("articles", () => {
  it("come in the requested number with unique URLs that map to safe page files", () => {
    expect(demo.articles).toHaveLength(ARTICLES);
    expect(new Set(demo.articles.map((a) => a.url)).size).toBe(ARTICLES);
    const files = demo.articles.map((a) => pageFileForUrl(a.url));
    expect(new Set(files).size).toBe(ARTICLES);
    for (const [i, file] of files.entries()) {
      expect(file).toBe(demo.articles[i]?.file);
      expect(file.startsWith(`${demo.articles[i]?.netloc}/`)).toBe(true);
      expect(file).toMatch(/\.html$/);
      expect(file.split("/")).not.toContain("..");
    }
    expect(() => pageFileForUrl("https://a.example/x/../../etc/passwd")).not.toThrow();
    expect(pageFileForUrl("https://a.example/x/../../etc/passwd")).toBe("a.example/etc/passwd.html");
    expect(pageFileForUrl("https://a.example/2021/03/slug/")).toBe("a.example/2021/03/slug/index.html");
  });

  it("have a title and canonical link, and JSON-LD with the publish date unless the date is intentionally uncertain", () => {
    let uncertain = 0;
    for (const article of demo.articles) {
      const { html } = article;
      expect(html).toContain(`<title>${esc(article.title)} | `);
      expect(html).toContain(`<link rel="canonical" href="${esc(article.url)}">`);
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
      if (article.dateMode === "machine") {
        expect(ld).not.toBeNull();
        const data = JSON.parse(ld?.[1] ?? "{}");
        const node = data["@graph"] ? data["@graph"].find((n: { "@type": string }) => /Article$/.test(n["@type"])) : data;
        expect(node.headline).toBe(article.title);
        expect(String(node.datePublished).slice(0, 10)).toBe(article.published);
        expect(html).toContain(`<meta property="article:published_time" content="${article.published}T`);
      } else {
        uncertain++;
        expect(ld).toBeNull();
        expect(html).not.toContain("article:published_time");
        expect(article.dateNote).toBeTruthy();
      }
    }
    expect(uncertain).toBeGreaterThan(0);
  });

  it("carry their main text in the page, surrounded by boilerplate", () => {
    for (const article of demo.articles) {
      for (const paragraph of article.paragraphs) expect(article.html).toContain(esc(paragraph));
      expect(article.html).toMatch(/class="[^"]*footer/);
    }
    expect(demo.articles.filter((a) => /cookie/i.test(a.html)).length).toBeGreaterThan(ARTICLES * 0.9);
  });

  it("name the organisations they are said to mention", () => {
    const byId = new Map(demo.world.orgs.map((o) => [o.id, o]));
    for (const article of demo.articles) {
      expect(article.orgIds.length).toBeGreaterThan(0);
      const text = [article.title, ...article.paragraphs].join(" ");
      for (const id of article.orgIds) {
        const org = byId.get(id) as Org;
        const names = [org.name, nameOn(org, article.published), ...org.aliases, ...org.formerNames.map((f) => f.name)];
        expect(names.some((n) => text.includes(n))).toBe(true);
      }
    }
  });

  it("include updated pages, syndicated copies, press releases, notices and sensitive or unsafe topics", () => {
    const count = (test: (a: DemoWorld["articles"][number]) => boolean) => demo.articles.filter(test).length;
    expect(count((a) => a.modified !== null)).toBeGreaterThan(ARTICLES * 0.05);
    expect(count((a) => a.modified !== null && a.modified > a.published && a.html.includes("article:modified_time"))).toBe(count((a) => a.modified !== null));
    expect(count((a) => a.kind === "syndicated")).toBeGreaterThan(0);
    expect(count((a) => a.kind === "press_release")).toBeGreaterThan(0);
    const outletOf = (a: DemoWorld["articles"][number]) => demo.outlets.find((o) => o.id === a.outletId);
    expect(demo.articles.filter((a) => a.kind === "notice").every((a) => outletOf(a)?.netloc === GOVERNMENT_NETLOC)).toBe(true);
    expect(demo.articles.filter((a) => a.kind === "paper").every((a) => outletOf(a)?.netloc === JOURNAL_NETLOC)).toBe(true);
    expect(count((a) => a.brandSafety === "Unsafe")).toBeGreaterThan(0);
    expect(count((a) => a.brandSafety === "Sensitive")).toBeGreaterThan(0);
  });
});
