import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { detectLanguage } from "../language";
import { findTextDate, toIsoDay } from "./dates";

/**
 * HTML -> the page's parts: main text (Mozilla Readability, the extractor of
 * Firefox's reader view, over linkedom's DOM), title, byline, dates with
 * their certainty, language, canonical URL, JSON-LD, Open Graph and meta
 * tags. Never throws: a page it cannot read yields empty text, which the
 * pipeline reports as a skipped page.
 */
export interface ExtractedPage {
  url: string;
  canonical: string | null;
  title: string | null;
  description: string | null;
  author: string | null;
  siteName: string | null;
  published: string | null;
  modified: string | null;
  /** True when the publish date came from machine-readable markup, false when read from text or the URL. */
  dateCertain: boolean;
  language: string | null;
  languageScores: Record<string, number>;
  paragraphs: string[];
  fullText: string;
  jsonLd: unknown[];
  openGraph: Record<string, string>;
  meta: Record<string, string>;
  image: string | null;
  statistics: { words: number; sentences: number; paragraphs: number; links: number; images: number; reading_time_s: number };
}

type Doc = ReturnType<typeof parseHTML>["document"];
type El = { getAttribute(name: string): string | null; textContent: string | null; tagName: string; querySelector(s: string): El | null; querySelectorAll(s: string): ArrayLike<El> & Iterable<El>; closest?(s: string): El | null };

const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const BYLINE_PREFIX = /^(by|par|von|por|di|door|de)\s+/i;

function absolute(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function flattenJsonLd(value: unknown, out: unknown[]): void {
  if (Array.isArray(value)) value.forEach((v) => flattenJsonLd(v, out));
  else if (value && typeof value === "object") {
    const graph = (value as Record<string, unknown>)["@graph"];
    if (Array.isArray(graph)) graph.forEach((v) => flattenJsonLd(v, out));
    else out.push(value);
  }
}

function readJsonLd(document: Doc): unknown[] {
  const items: unknown[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]') as unknown as El[]) {
    try {
      flattenJsonLd(JSON.parse(script.textContent ?? ""), items);
    } catch {
      // Broken JSON-LD is common on the web; the page is still readable without it.
    }
  }
  return items;
}

function readMeta(document: Doc): { meta: Record<string, string>; openGraph: Record<string, string>; authors: string[] } {
  const meta: Record<string, string> = {};
  const openGraph: Record<string, string> = {};
  const authors: string[] = [];
  for (const el of document.querySelectorAll("meta") as unknown as El[]) {
    const key = (el.getAttribute("property") ?? el.getAttribute("name") ?? el.getAttribute("itemprop") ?? "").trim();
    const content = clean(el.getAttribute("content"));
    if (!key || !content) continue;
    if (key === "author" || key === "citation_author" || key === "article:author") authors.push(content);
    if (!(key in meta)) meta[key] = content;
    if ((key.startsWith("og:") || key.startsWith("article:")) && !(key in openGraph)) openGraph[key] = content;
  }
  return { meta, openGraph, authors };
}

function ldString(items: unknown[], field: string): string | null {
  for (const item of items) {
    const value = (item as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return null;
}

function ldAuthors(items: unknown[]): string[] {
  const names: string[] = [];
  for (const item of items) {
    const author = (item as Record<string, unknown>).author;
    for (const a of Array.isArray(author) ? author : author ? [author] : []) {
      if (typeof a === "string") names.push(a);
      else if (a && typeof a === "object" && typeof (a as { name?: unknown }).name === "string") names.push((a as { name: string }).name);
    }
  }
  return names.map(clean).filter(Boolean);
}

/** "Headline | Site" and "Headline - Site" lose the site's name. */
function stripSiteSuffix(title: string, siteName: string | null): string {
  const parts = title.split(/\s+[|–—-]\s+/);
  if (parts.length > 1) {
    const last = parts[parts.length - 1]!;
    if (!siteName || last.toLowerCase() === siteName.toLowerCase() || last.length < title.length / 2) return parts.slice(0, -1).join(" - ");
  }
  return title;
}

const BLOCKS = "p, li, h1, h2, h3, h4, blockquote, pre, figcaption, td";
/** Page furniture that Readability keeps when it sits inside the article element. */
const FURNITURE = /(^|[\s_-])(ad|ads|advert|advertisement|sponsor|promo|kicker|label|byline|dateline|meta|credit|credits|share|social|newsletter|related|tags?|breadcrumbs?|section-name|rubric|read-?time|updated|timestamp|about|boilerplate|disclaimer|source|affiliations?|article-type|history|doi|keywords|authors?)([\s_-]|$)/i;
/** A byline or credit line: "By A and B | 17 February 2016", "Reporting by A; Editing by B". */
const CREDIT_LINE = /^((by|par|von|por|di|door)\s+\p{Lu}[^!?]{0,120}(\d{4}|\||min read|lecture|Lesezeit|lectura|last week|la semaine|letzte woche|semana pasada)|(reporting|writing|editing|additional reporting)\s+by\b|(avec|mit|con)\s+\p{Lu}[^.!?]{0,60};|(source|quelle|fuente|fonte|bron)\s?:)|\b\d+\s*min(ute)?s?\s+(read|de lecture|Lesezeit|de lectura|di lettura|de leitura|leestijd)\b|\b(lesezeit|reading time|temps de lecture|tiempo de lectura|tempo di lettura|tempo de leitura|leestijd)\s*:?\s*\d+|\|\s*\d{1,2}[./]\d{1,2}[./]\d{4}/iu;

const ABOUT_HEADING = /^(about|über|à propos d['e ]|acerca de|informazioni su|sobre a?|over)\s*\p{L}/iu;

function isFurniture(el: El & { parentElement?: unknown }): boolean {
  for (let node: (El & { parentElement?: unknown }) | null = el, depth = 0; node && depth < 4; node = (node.parentElement as (El & { parentElement?: unknown }) | null) ?? null, depth++) {
    const marker = `${node.getAttribute?.("class") ?? ""} ${node.getAttribute?.("id") ?? ""}`;
    if (FURNITURE.test(marker)) return true;
  }
  return false;
}

function paragraphsOf(article: El): string[] {
  const out: { text: string; heading: boolean }[] = [];
  for (const el of article.querySelectorAll(BLOCKS)) {
    // A list item or quote that wraps paragraphs is read through its paragraphs.
    if ((el.tagName === "LI" || el.tagName === "BLOCKQUOTE" || el.tagName === "TD") && el.querySelector("p, li")) continue;
    if (el.closest?.("li p, blockquote p") && el.tagName !== "P") continue;
    // A list item that is nothing but a link belongs to a list of links ("Related stories").
    const link = el.tagName === "LI" ? el.querySelector("a") : null;
    if (link && clean(link.textContent) === clean(el.textContent)) continue;
    const text = clean(el.textContent);
    if (!text || CREDIT_LINE.test(text) || isFurniture(el)) continue;
    const words = text.split(" ").length;
    // A short "By <Name> ..." line is a byline; a short line that is mostly a date is a dateline.
    if (words <= 8 && /^(by|par|von|por|di|door)\s+\p{Lu}/iu.test(text)) continue;
    if ((words <= 10 || (words <= 16 && /^\d/.test(text))) && findTextDate(text) !== null && !/[.!?]$/.test(text)) continue;
    // A lone word or two without punctuation outside a heading is a label ("Markets", "Advertisement").
    if (!/^H[1-4]$/.test(el.tagName) && text.split(" ").length <= 2 && !/[.!?:]$/.test(text)) continue;
    out.push({ text, heading: /^H[1-4]$/.test(el.tagName) });
  }
  // A press release's "About <company>" section is the issuer's standing boilerplate.
  const aboutAt = out.findIndex((p) => p.heading && ABOUT_HEADING.test(p.text));
  const body = aboutAt > 0 ? out.slice(0, aboutAt) : out;
  // A heading with no text under it headed something dropped (a link list, an "About" box).
  return body.filter((p, i) => !p.heading || (body[i + 1] !== undefined && !body[i + 1]!.heading)).map((p) => p.text);
}

function countMatches(text: string, pattern: RegExp): number {
  return (text.match(pattern) ?? []).length;
}

function statistics(paragraphs: string[], document: Doc | null) {
  const text = paragraphs.join(" ");
  const words = countMatches(text, /\S+/g);
  return {
    words,
    sentences: Math.max(paragraphs.length ? 1 : 0, countMatches(text, /[.!?]+(\s|$)/g)),
    paragraphs: paragraphs.length,
    links: document ? document.querySelectorAll("a[href]").length : 0,
    images: document ? document.querySelectorAll("img").length : 0,
    reading_time_s: Math.round((words / 230) * 60),
  };
}

function emptyPage(url: string): ExtractedPage {
  return {
    url, canonical: null, title: null, description: null, author: null, siteName: null, published: null, modified: null, dateCertain: false,
    language: null, languageScores: {}, paragraphs: [], fullText: "", jsonLd: [], openGraph: {}, meta: {}, image: null,
    statistics: { words: 0, sentences: 0, paragraphs: 0, links: 0, images: 0, reading_time_s: 0 },
  };
}

export function extractPage(html: string, url: string): ExtractedPage {
  try {
    return extract(html, url);
  } catch {
    return emptyPage(url);
  }
}

function extract(html: string, url: string): ExtractedPage {
  if (!html || !html.trim()) return emptyPage(url);
  const { document } = parseHTML(html);
  const jsonLd = readJsonLd(document);
  const { meta, openGraph, authors: metaAuthors } = readMeta(document);
  const htmlLang = clean((document.documentElement as unknown as El | null)?.getAttribute("lang")).slice(0, 2).toLowerCase() || null;
  const canonical = absolute((document.querySelector('link[rel="canonical"]') as unknown as El | null)?.getAttribute("href"), url);
  const siteName = openGraph["og:site_name"] ?? ldPublisher(jsonLd) ?? meta["application-name"] ?? null;
  const h1 = clean((document.querySelector("h1") as unknown as El | null)?.textContent);
  const titleTag = clean((document.querySelector("title") as unknown as El | null)?.textContent);
  const rawTitle = openGraph["og:title"] ?? ldString(jsonLd, "headline") ?? meta["citation_title"] ?? (h1 || null) ?? (titleTag || null);
  const title = rawTitle ? stripSiteSuffix(clean(rawTitle), siteName) : null;

  // Machine-readable dates first: they are certain.
  // Only a time element that marks the page's own publication: related-story lists carry times too.
  const timeEl = document.querySelector('time[itemprop="datePublished"], time[pubdate], article header time[datetime], header time[datetime]') as unknown as El | null;
  const machinePublished =
    toIsoDay(ldString(jsonLd, "datePublished")) ??
    toIsoDay(meta["article:published_time"]) ??
    toIsoDay(meta["citation_publication_date"]?.replace(/\//g, "-")) ??
    toIsoDay(meta["date"] ?? meta["pubdate"] ?? meta["DC.date.issued"] ?? meta["dc.date"]) ??
    toIsoDay(timeEl?.getAttribute("datetime"));
  const modified = toIsoDay(ldString(jsonLd, "dateModified")) ?? toIsoDay(meta["article:modified_time"]) ?? toIsoDay(meta["last-modified"]);

  const metaAuthor = [...new Set([...ldAuthors(jsonLd), ...metaAuthors])];
  const description = openGraph["og:description"] ?? meta["description"] ?? ldString(jsonLd, "description") ?? null;
  const image = absolute(openGraph["og:image"] ?? null, url);
  const links = document.querySelectorAll("a[href]").length;
  const images = document.querySelectorAll("img").length;

  let paragraphs: string[] = [];
  let byline: string | null = null;
  try {
    // The article element itself, not its HTML: serializing and parsing it again cost as much as Readability's scoring.
    const article = new Readability(document as unknown as Document, { charThreshold: 200, keepClasses: true, serializer: (el) => el }).parse();
    if (article?.content) paragraphs = paragraphsOf(article.content as unknown as El);
    byline = article?.byline ? clean(article.byline) : null;
  } catch {
    paragraphs = [];
  }
  if (paragraphs.length === 0) {
    const body = clean((document.querySelector("body") as unknown as El | null)?.textContent ?? "");
    paragraphs = body ? [body] : [];
  }
  // The headline is the title, not body text.
  if (title && paragraphs[0] && clean(paragraphs[0]).toLowerCase() === title.toLowerCase()) paragraphs = paragraphs.slice(1);
  const fullText = paragraphs.join("\n\n");

  let published = machinePublished;
  let dateCertain = published !== null;
  if (!published) {
    published = findTextDate(fullText.slice(0, 3000)) ?? urlDate(url);
    dateCertain = false;
  }

  const detected = detectLanguage(fullText, htmlLang);
  const author = metaAuthor.length > 0 ? metaAuthor.join(", ") : byline ? byline.replace(BYLINE_PREFIX, "") : null;
  const stats = statistics(paragraphs, null);
  return {
    url,
    canonical,
    title,
    description: description ? clean(description) : null,
    author,
    siteName,
    published,
    modified,
    dateCertain,
    language: detected.language ?? htmlLang,
    languageScores: detected.scores,
    paragraphs,
    fullText,
    jsonLd,
    openGraph,
    meta,
    image,
    statistics: { ...stats, links, images },
  };
}

function ldPublisher(items: unknown[]): string | null {
  for (const item of items) {
    const publisher = (item as Record<string, unknown>).publisher;
    if (publisher && typeof publisher === "object" && typeof (publisher as { name?: unknown }).name === "string") return (publisher as { name: string }).name;
  }
  return null;
}

function urlDate(url: string): string | null {
  const m = /\/((?:19|20)\d{2})\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])(?:\/|$)/.exec(url);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
