import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { PageInput } from "./pipeline";

/**
 * The inputs `npm run ingest` takes (decisions.md §4): a folder of .html
 * files, a .jsonl file of {url, html} or {url, title, text, ...} lines, or a
 * .txt list of URLs to fetch. Each yields pages or a reason to skip one.
 */
type Item = PageInput | { skip: true; url: string; why: string };

const CANONICAL = /<link[^>]+rel=["']?canonical["']?[^>]*>/i;
const HREF = /href=["']([^"']+)["']/i;

export function canonicalOf(html: string): string | null {
  const tag = CANONICAL.exec(html)?.[0];
  const href = tag ? HREF.exec(tag)?.[1] : undefined;
  if (!href) return null;
  try {
    const url = new URL(href);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.x?html?$/i.test(entry.name)) yield full;
  }
}

export async function* folderPages(dir: string): AsyncGenerator<Item> {
  for (const file of walk(dir)) {
    const fallbackUrl = new URL(`file://${path.resolve(file)}`).toString();
    let html: string;
    try {
      html = fs.readFileSync(file, "utf8");
    } catch (error) {
      yield { skip: true, url: fallbackUrl, why: `unreadable: ${(error as Error).message}` };
      continue;
    }
    // The URL comes from the canonical link, else the file's own path.
    yield { kind: "html", url: canonicalOf(html) ?? fallbackUrl, html };
  }
}

export async function* jsonlPages(file: string): AsyncGenerator<Item> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, "utf8"), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n++;
    if (line.trim() === "") continue;
    const where = `${path.basename(file)}:${n}`;
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      yield { skip: true, url: where, why: "the line is not JSON" };
      continue;
    }
    const url = typeof record.url === "string" ? record.url : null;
    if (!url || !/^https?:\/\//.test(url)) {
      yield { skip: true, url: where, why: "no http(s) url field" };
      continue;
    }
    const str = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : null);
    if (str("html") !== null) yield { kind: "html", url, html: str("html")! };
    else if (str("text") !== null) {
      yield { kind: "text", url, title: str("title") ?? "", text: str("text")!, published: str("published"), modified: str("modified"), author: str("author"), language: str("language") };
    } else yield { skip: true, url, why: "neither html nor text given" };
  }
}

export async function* urlListPages(file: string, fetchHtml: (url: string) => Promise<string>): AsyncGenerator<Item> {
  const urls = fs.readFileSync(file, "utf8").split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  for (const url of urls) {
    try {
      yield { kind: "html", url, html: await fetchHtml(url) };
    } catch (error) {
      yield { skip: true, url, why: (error as Error).message };
    }
  }
}
