import { describe, expect, it } from "vitest";
import { distinctParagraphs, makeSnippets } from "../../../src/server/ingest/extract/snippets";

const sentence = (n: number, word = "word") => `${Array.from({ length: n - 1 }, () => word).join(" ")} end.`;

describe("snippets", () => {
  it("joins short paragraphs up to the target and numbers the chunks", () => {
    const snippets = makeSnippets([sentence(50, "a"), sentence(50, "b"), sentence(50, "c")], { targetWords: 120 });
    expect(snippets.map((s) => [s.snum, s.words])).toEqual([[0, 100], [1, 50]]);
    expect(snippets[0]!.chars).toBe(snippets[0]!.content.length);
  });

  it("splits a paragraph over the maximum at sentence ends, and keeps a heading with what follows", () => {
    const long = Array.from({ length: 6 }, (_, i) => sentence(50, `s${i}`)).join(" ");
    const snippets = makeSnippets([long], { maxWords: 120 });
    expect(snippets.map((s) => s.words)).toEqual([100, 100, 100]);
    const withHeading = makeSnippets(["Results for the quarter", sentence(20)]);
    expect(withHeading).toHaveLength(1);
    expect(withHeading[0]!.content.startsWith("Results for the quarter. word")).toBe(true);
  });

  it("keeps a standfirst once when the lead repeats it word for word", () => {
    const standfirst = "Veldrode Global launched a new product on 1 January, aiming to win customers abroad.";
    const paragraphs = [standfirst, `  ${standfirst.replace(/ /g, "  ")} `, "The company said it had been in development for three years."];
    expect(distinctParagraphs(paragraphs)).toEqual([standfirst, paragraphs[2]]);
    const [only] = makeSnippets(paragraphs);
    expect(only!.content.split(standfirst)).toHaveLength(2);
  });

  it("keeps only the dated lead when it restates the standfirst after a dateline", () => {
    const standfirst = "Veldrode Global launched a new product on 1 January, aiming to win customers abroad.";
    const lead = `ZUIDHOVEN, 1 January 2016 — ${standfirst}`;
    expect(distinctParagraphs([standfirst, lead, "More follows here."])).toEqual([lead, "More follows here."]);
  });

  it("lets short lines recur: they are not paragraphs said twice", () => {
    expect(distinctParagraphs(["Read more", sentence(30), "Read more"])).toEqual(["Read more", sentence(30), "Read more"]);
    // A short paragraph is not dropped because a later one ends with it.
    expect(distinctParagraphs(["Advertisement", "Before the break. Advertisement"])).toEqual(["Advertisement", "Before the break. Advertisement"]);
  });
});
