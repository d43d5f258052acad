import fs from "node:fs";
import path from "node:path";
import { SHARED_DIR } from "./shared";

/**
 * Reads Reuters-21578 stories from ../shared/data (SGML, Latin-1) into the
 * ingest path's JSONL text records. Nothing of the corpus is copied into the
 * project; tests read it in place.
 */
export const REUTERS_DIR = path.join(SHARED_DIR, "data/reuters21578");

export interface ReutersStory {
  newId: string;
  date: string;
  title: string;
  body: string;
  topics: string[];
  places: string[];
}

const MONTHS: Record<string, string> = { JAN: "01", FEB: "02", MAR: "03", APR: "04", MAY: "05", JUN: "06", JUL: "07", AUG: "08", SEP: "09", OCT: "10", NOV: "11", DEC: "12" };

function unescape(text: string): string {
  return text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&").replace(/&#\d+;/g, "");
}

function tagged(block: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(block);
  return m ? unescape(m[1]!).trim() : null;
}

export function readReuters(file: string): ReutersStory[] {
  const sgml = fs.readFileSync(path.join(REUTERS_DIR, file), "latin1");
  return sgml.split("</REUTERS>").flatMap((block) => {
    const newId = /NEWID="(\d+)"/.exec(block)?.[1];
    if (!newId) return [];
    const d = /(\d{1,2})-([A-Z]{3})-(\d{4})/.exec(tagged(block, "DATE") ?? "");
    const list = (tag: string) => [...(tagged(block, tag) ?? "").matchAll(/<D>(.*?)<\/D>/g)].map((m) => m[1]!);
    return [{
      newId,
      date: d ? `${d[3]}-${MONTHS[d[2]!]}-${d[1]!.padStart(2, "0")}` : "",
      title: tagged(block, "TITLE") ?? "",
      // Paragraphs in the corpus start with an indent; the body ends with "Reuter".
      body: (tagged(block, "BODY") ?? "").replace(/\n {3,}/g, "\n\n").replace(/\s*Reuter\s*$/, ""),
      topics: list("TOPICS"),
      places: list("PLACES"),
    }];
  });
}

export function reutersJsonl(stories: ReutersStory[]): string {
  return stories
    .map((s) => JSON.stringify({ url: `https://reuters-21578.example/story/${s.newId}`, title: s.title, text: s.body, published: s.date || null, language: null }))
    .join("\n");
}
