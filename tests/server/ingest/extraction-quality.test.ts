import { describe, expect, it } from "vitest";
import { generateDemoWorld } from "../../../src/server/archive/demo";
import { extractPage } from "../../../src/server/ingest/extract/extract-page";

// Extraction measured against the demo archive's ground truth: the generator
// knows each page's true title, publish date, language and main paragraphs.
const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();

describe("extraction on the demo archive's pages", () => {
  const { articles } = generateDemoWorld({ articles: 1200, seed: 7 });
  const figures = { pages: articles.length, title: 0, date: 0, datedPages: 0, certainRight: 0, language: 0, clean: 0, mainKept: 0, mainTotal: 0 };
  for (const article of articles) {
    const page = extractPage(article.html, article.url);
    if (norm(page.title ?? "") === norm(article.title)) figures.title++;
    // A page that only says "last week" has no publish date to recover (the ground truth says null).
    if (article.dateMode !== "vague") {
      figures.datedPages++;
      if (page.published === article.published) figures.date++;
    }
    const certain = article.dateMode === "machine";
    if (page.dateCertain === certain) figures.certainRight++;
    if (page.language === article.language) figures.language++;
    const main = article.paragraphs.map(norm);
    const text = norm(page.fullText);
    const extra = page.paragraphs.map(norm).filter((p) => !main.some((m) => m.includes(p) || p.includes(m)));
    if (extra.length === 0) figures.clean++;
    for (const m of main) {
      figures.mainTotal++;
      if (text.includes(m)) figures.mainKept++;
    }
  }
  const share = (n: number, of: number) => Math.round((n / of) * 1000) / 10;
  console.table({
    "title right (%)": share(figures.title, figures.pages),
    "publish date right (%)": share(figures.date, figures.datedPages),
    "date certainty right (%)": share(figures.certainRight, figures.pages),
    "language right (%)": share(figures.language, figures.pages),
    "pages without boilerplate (%)": share(figures.clean, figures.pages),
    "main paragraphs kept (%)": share(figures.mainKept, figures.mainTotal),
  });

  it("recovers the true title, publish date and language of at least 98% of pages", () => {
    expect(figures.title / figures.pages).toBeGreaterThanOrEqual(0.98);
    expect(figures.date / figures.datedPages).toBeGreaterThanOrEqual(0.98);
    expect(figures.language / figures.pages).toBeGreaterThanOrEqual(0.98);
  });

  it("keeps the main text and drops the boilerplate", () => {
    expect(figures.mainKept / figures.mainTotal).toBeGreaterThanOrEqual(0.98);
    expect(figures.clean / figures.pages).toBeGreaterThanOrEqual(0.95);
  });
});

describe("extraction never throws", () => {
  it.each([
    ["empty", ""],
    ["garbage", "\u0000\u0001binary\uffff<<<>>>"],
    ["no body", "<html><head><title>T</title></head></html>"],
    ["broken JSON-LD", '<html><head><script type="application/ld+json">{"@type": "NewsArticle", </script></head><body><p>Text.</p></body></html>'],
    ["deep nesting", "<div>".repeat(1500) + "deep" + "</div>".repeat(1500)],
  ])("on %s input", (_, html) => {
    const page = extractPage(html, "https://x.example/a");
    expect(Array.isArray(page.paragraphs)).toBe(true);
    expect(typeof page.fullText).toBe("string");
  });
});
