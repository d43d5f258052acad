import { describe, expect, it } from "vitest";
import { toCsv, toJsonLines } from "../../../src/app/features/search/export";
import { splitHighlights, highlightTerms } from "../../../src/app/features/search/highlight";
import { curlCommand, describeRequest, maskKey } from "../../../src/app/features/search/inspect";

describe("exports", () => {
  const rows = [
    { url: "https://a.example/1", title: 'Says "hello", then\nleaves', companies: ["Acme", "Beta"], similarity: 0.5, profile: { name: "A" } },
    { url: "https://a.example/2", title: null, companies: [], similarity: 0.25 },
  ];

  it("writes CSV with quoting, lists joined and objects as JSON", () => {
    expect(toCsv(rows)).toBe(
      "url,title,companies,similarity,profile\r\n" +
        'https://a.example/1,"Says ""hello"", then\nleaves",Acme; Beta,0.5,"{""name"":""A""}"\r\n' +
        "https://a.example/2,,,0.25,\r\n",
    );
  });

  it("writes one parseable JSON object per line", () => {
    const text = toJsonLines(rows);
    expect(text.trimEnd().split("\n").map((line) => JSON.parse(line) as unknown)).toEqual(rows);
    expect(toJsonLines([])).toBe("");
  });
});

describe("snippet highlighting", () => {
  it("marks the query's words at word starts, case-insensitively, and keeps the text intact", () => {
    const terms = highlightTerms(["Who acquired the <b>plant</b>?"]);
    expect(terms).toEqual(["acquired", "plant"]);
    const parts = splitHighlights("Acquired: a power plant; transplant <b>", terms);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["Acquired", "plant"]);
    expect(parts.map((p) => p.text).join("")).toBe("Acquired: a power plant; transplant <b>");
  });
});

describe("request inspector", () => {
  it("masks the key and keeps it out of the curl command", () => {
    expect(maskKey("self|abcdefghijklmnop")).toBe("self|••••••••••••mnop");
    const request = describeRequest("fast", "http://127.0.0.1:8799/", "self|abcdefghijklmnop", { question: "it's" });
    expect(request.url).toBe("http://127.0.0.1:8799/api/search/v2/fast-search");
    const curl = curlCommand(request);
    expect(curl).not.toContain("abcdefghijklmnop");
    expect(curl).toContain(`--data-raw '{"question":"it'\\''s"}'`);
  });
});
