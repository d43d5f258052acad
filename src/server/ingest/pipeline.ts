import crypto from "node:crypto";
import type { DocumentRow, SnippetRow } from "../index/index-store";
import { brandSafety, geography, gicsOf, IabClassifier, keywords } from "./classify";
import type { CompanyMatcher } from "./companies";
import { normalize, type Embedder } from "./embeddings/embedder";
import { extractPage, type ExtractedPage } from "./extract/extract-page";
import { snippetHash, urlHash } from "./extract/hashes";
import { detectLanguage, snippetLanguage } from "./language";
import { makeSnippets } from "./extract/snippets";
import { simhash } from "./simhash";

/**
 * Bumped whenever the path below would index the same page differently, so
 * that an index built by an older version is rebuilt rather than reused.
 */
export const INGEST_VERSION = 2;

/**
 * One page through the ingest path: extraction -> snippets -> languages ->
 * classification -> company mentions -> embeddings. Pure: it writes nothing,
 * so it runs in worker threads and in tests; `IndexStore` stores the result.
 */
export type PageInput =
  | { kind: "html"; url: string; html: string; visited?: string }
  | {
      kind: "text";
      url: string;
      title: string;
      text: string;
      published?: string | null;
      modified?: string | null;
      author?: string | null;
      language?: string | null;
      visited?: string;
    };

export interface AnalyzedPage {
  doc: DocumentRow;
  snippets: SnippetRow[];
}

export interface PipelineContext {
  embedder: Embedder;
  companies: CompanyMatcher;
  iab: IabClassifier;
  source: string;
}

export function createPipelineContext(embedder: Embedder, companies: CompanyMatcher, source: string): PipelineContext {
  return { embedder, companies, iab: new IabClassifier(embedder), source };
}

export class PageRejected extends Error {}

const DATE = /^\d{4}-\d{2}-\d{2}/;

function textPage(input: Extract<PageInput, { kind: "text" }>): ExtractedPage {
  const paragraphs = input.text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, " ").trim()).filter(Boolean);
  const fullText = paragraphs.join("\n\n");
  const detected = detectLanguage(fullText);
  const words = fullText.split(/\s+/).filter(Boolean).length;
  const published = input.published && DATE.test(input.published) ? input.published.slice(0, 10) : null;
  return {
    url: input.url,
    canonical: null,
    title: input.title || null,
    description: null,
    author: input.author ?? null,
    siteName: null,
    published,
    modified: input.modified && DATE.test(input.modified) ? input.modified.slice(0, 10) : null,
    dateCertain: published !== null,
    language: input.language ? input.language.toLowerCase().slice(0, 2) : detected.language,
    languageScores: detected.scores,
    paragraphs,
    fullText,
    jsonLd: [],
    openGraph: {},
    meta: {},
    image: null,
    statistics: { words, sentences: fullText.split(/[.!?]+\s/).length, paragraphs: paragraphs.length, links: 0, images: 0, reading_time_s: Math.round((words / 230) * 60) },
  };
}

/** The kind of page, from its structured data: what the outlet profile reports. */
function kindOf(page: ExtractedPage): string | null {
  const types = page.jsonLd.flatMap((item) => {
    const t = (item as { "@type"?: unknown })?.["@type"];
    return Array.isArray(t) ? t.map(String) : t ? [String(t)] : [];
  });
  if (types.includes("ScholarlyArticle")) return "academic";
  if (types.some((t) => t.startsWith("Government"))) return "government";
  if (types.includes("PressRelease")) return "press-release";
  if (types.includes("BlogPosting")) return "blog";
  if (types.includes("NewsArticle") || types.includes("ReportageNewsArticle")) return "news";
  return page.openGraph["og:type"] === "article" ? "article" : null;
}

export function analyzePage(input: PageInput, ctx: PipelineContext): AnalyzedPage {
  const page = input.kind === "html" ? extractPage(input.html, input.url) : textPage(input);
  if (page.paragraphs.length === 0 || page.fullText.trim().length < 40) {
    throw new PageRejected("no main text could be extracted (fewer than 40 characters)");
  }
  const url = page.canonical ?? input.url;
  let netloc: string;
  try {
    netloc = new URL(url).hostname.toLowerCase();
  } catch {
    throw new PageRejected(`the page's URL is not absolute: ${url}`);
  }
  const docLanguage = page.language;
  const pieces = makeSnippets(page.paragraphs);
  const titled = `${page.title ?? ""}\n\n${page.fullText}`;

  const mentions = ctx.companies.find(titled);
  const snippets: SnippetRow[] = pieces.map((piece) => {
    const language = snippetLanguage(piece.content, docLanguage);
    // The title joins the first snippet's vector: it is the strongest statement of what the page is about.
    const vector = ctx.embedder.embed(piece.snum === 0 && page.title ? `${page.title}. ${page.title}. ${piece.content}` : piece.content, language);
    return {
      snum: piece.snum,
      content: piece.content,
      words: piece.words,
      chars: piece.chars,
      language: `${docLanguage ?? "xx"}-${language ?? "xx"}`,
      snippet_hash: snippetHash(piece.content),
      vector,
    };
  });

  // The page's vector for classification: the mean of its first snippets' (the first carries the title).
  const docVector = new Float32Array(ctx.embedder.dimensions);
  for (const s of snippets.slice(0, 4)) for (let d = 0; d < docVector.length; d++) docVector[d]! += s.vector[d]!;
  normalize(docVector);
  const doc: DocumentRow = {
    url,
    url_hash: urlHash(url),
    // The same text through another version of this path is not "unchanged": it is indexed again.
    doc_hash: crypto.createHash("sha256").update(`${INGEST_VERSION}\n${titled}`).digest("hex").slice(0, 32),
    netloc,
    title: page.title,
    description: page.description,
    author: page.author,
    site_name: page.siteName,
    published: page.published,
    modified: page.modified,
    visited: input.visited ?? new Date().toISOString(),
    certain: page.dateCertain,
    language: docLanguage,
    canonical: page.canonical,
    image: page.image,
    brand_safety: brandSafety(titled),
    ...geography(titled, mentions),
    ...gicsOf(mentions),
    ...ctx.iab.classify(docVector, titled),
    companies: mentions.slice(0, 10).map((m) => m.company.name),
    keywords: keywords(titled, ctx.embedder),
    kind: kindOf(page),
    stot: pieces.length,
    words: page.statistics.words,
    simhash: simhash(page.fullText),
    source: ctx.source,
  };
  return { doc, snippets };
}
