import type { ScrapeResponse } from "../../contract";
import { HttpError } from "../http/errors";
import type { Handler } from "../http/router";
import type { CompanyMatcher } from "../ingest/companies";
import { extractPage } from "../ingest/extract/extract-page";
import { snippetHash } from "../ingest/extract/hashes";
import { makeSnippets } from "../ingest/extract/snippets";
import { snippetLanguage } from "../ingest/language";
import { fetchPage, FetchPageError, type FetchPageOptions } from "./fetch-page";

/** POST /search/v2/scrape-url: fetch, extract as the ingest path does, answer decisions.md's shape. */
export interface ScrapeDeps {
  fetchOptions: (origin: string) => Omit<FetchPageOptions, "signal">;
  companies?: CompanyMatcher;
}

const STATUS_OF: Record<FetchPageError["kind"], number> = {
  not_allowed: 422,
  not_html: 422,
  too_large: 502,
  unreachable: 502,
  too_many_redirects: 502,
  http_status: 502,
  timeout: 504,
};

export function createScrapeHandler(deps: ScrapeDeps): Handler<"scrapeUrl"> {
  return async (ctx) => {
    const started = performance.now();
    let fetched;
    try {
      fetched = await fetchPage(ctx.body.url, { ...deps.fetchOptions(ctx.origin), signal: ctx.signal });
    } catch (error) {
      if (error instanceof FetchPageError) throw new HttpError(STATUS_OF[error.kind], `Could not scrape ${ctx.body.url}: ${error.message}.`);
      throw error;
    }
    const page = extractPage(fetched.html, fetched.finalUrl);
    const url = new URL(fetched.finalUrl);
    const snippets = makeSnippets(page.paragraphs).map((s) => {
      const language = snippetLanguage(s.content, page.language);
      return { snippet_hash: snippetHash(s.content), content: s.content, snum: s.snum, words: s.words, chars: s.chars, language: `${page.language ?? "xx"}-${language ?? "xx"}` };
    });
    const response: ScrapeResponse["response"] = {
      request: { url: ctx.body.url, fetched_at: fetched.fetchedAt, status: fetched.status, content_type: fetched.contentType },
      page: {
        url: fetched.url,
        final_url: fetched.finalUrl,
        netloc: url.host,
        title: page.title,
        description: page.description,
        author: page.author,
        published: page.published,
        modified: page.modified,
        language: page.language,
        canonical: page.canonical,
        image: page.image,
      },
      full_text: page.fullText,
      snippets,
      metadata: { open_graph: page.openGraph, json_ld: page.jsonLd, meta: page.meta, date_certain: page.dateCertain, site_name: page.siteName },
      structured: page.jsonLd,
      companies: deps.companies ? deps.companies.find(`${page.title ?? ""}\n${page.fullText}`).map((m) => m.company.name) : [],
      languages: page.languageScores,
      statistics: page.statistics,
      url_tree: { scheme: url.protocol.replace(/:$/, ""), netloc: url.host, path: url.pathname, query: url.search.replace(/^\?/, ""), fragment: url.hash.replace(/^#/, "") },
    };
    return { response, request_id: ctx.requestId, took_ms: Math.round(performance.now() - started) };
  };
}
