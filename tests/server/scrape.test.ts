import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scrapeResponseSchema } from "../../src/contract";
import { defaultAllowList, fetchPage, FetchPageError } from "../../src/server/scrape/fetch-page";
import { createScrapeHandler } from "../../src/server/scrape/scrape-handler";
import { startService, type RunningService } from "../helpers/service";

// A throwaway web server on loopback plays the outside web.
const ARTICLE = `<!doctype html><html lang="en"><head><title>Norvale buys Kestrel | Harbour Wire</title>
<meta property="og:title" content="Norvale buys Kestrel"><meta property="article:published_time" content="2024-03-05T10:00:00Z">
<link rel="canonical" href="https://harbourwire.example/deals/norvale-kestrel"></head><body><nav><a href="/">Home</a></nav>
<article><h1>Norvale buys Kestrel</h1>${"<p>Norvale Dynamics said on Tuesday it would acquire Kestrel Bay Foods for 1.2 billion dollars in cash, in a deal that expands its reach in packaged foods.</p>".repeat(4)}</article>
<footer>Copyright Harbour Wire</footer></body></html>`;

let web: http.Server;
let webBase: string;
let svc: RunningService;

beforeAll(async () => {
  web = http.createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/article") return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(ARTICLE);
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const n = Number(hop[1]);
      return void res.writeHead(302, { location: n > 1 ? `/hop/${n - 1}` : "/article" }).end();
    }
    if (path === "/pdf") return void res.writeHead(200, { "content-type": "application/pdf" }).end("%PDF-1.4");
    if (path === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = "<p>" + "x".repeat(64 * 1024) + "</p>";
      for (let i = 0; i < 100; i++) res.write(chunk);
      return void res.end();
    }
    if (path === "/slow") return void setTimeout(() => res.writeHead(200, { "content-type": "text/html" }).end(ARTICLE), 2_000);
    if (path === "/to-outside") return void res.writeHead(302, { location: "http://10.1.2.3/" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  webBase = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  svc = await startService({}, {
    handlers: {
      scrapeUrl: createScrapeHandler({ fetchOptions: (origin) => ({ allow: defaultAllowList(origin), timeoutMs: 500 }) }),
    },
  });
});

afterAll(async () => {
  await svc?.stop();
  await new Promise((resolve) => web.close(resolve));
});

const allowLoopback = { allow: defaultAllowList(null) };

describe("the page fetcher", () => {
  it("follows up to five redirects and refuses a sixth", async () => {
    const page = await fetchPage(`${webBase}/hop/5`, allowLoopback);
    expect(page.finalUrl).toBe(`${webBase}/article`);
    expect(page.html).toContain("Norvale");
    await expect(fetchPage(`${webBase}/hop/6`, allowLoopback)).rejects.toMatchObject({ kind: "too_many_redirects" });
  });

  it("refuses non-HTML, oversized and slow pages with their own kinds", async () => {
    await expect(fetchPage(`${webBase}/pdf`, allowLoopback)).rejects.toMatchObject({ kind: "not_html" });
    await expect(fetchPage(`${webBase}/huge`, allowLoopback)).rejects.toMatchObject({ kind: "too_large" });
    await expect(fetchPage(`${webBase}/slow`, { ...allowLoopback, timeoutMs: 300 })).rejects.toMatchObject({ kind: "timeout" });
  });

  it("refuses hosts off the allow-list, file: and data: without sending anything", async () => {
    const calls: string[] = [];
    const spy: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response("", { status: 500 });
    };
    for (const url of ["http://10.1.2.3/", "http://example.com/", "file:///etc/passwd", "data:text/html,<p>x</p>"]) {
      const error = await fetchPage(url, { ...allowLoopback, fetch: spy }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FetchPageError);
      expect((error as FetchPageError).kind).toBe("not_allowed");
    }
    expect(calls).toEqual([]);
    // A redirect to a disallowed host is refused before following it.
    await expect(fetchPage(`${webBase}/to-outside`, allowLoopback)).rejects.toMatchObject({ kind: "not_allowed" });
  });
});

describe("POST /search/v2/scrape-url", () => {
  const scrape = (url: string) =>
    fetch(`${svc.baseUrl}/api/search/v2/scrape-url`, { method: "POST", headers: { "content-type": "application/json", "Api-Key": svc.demoKey }, body: JSON.stringify({ url }) });

  it("answers the structured page in the contract's shape", async () => {
    const res = await scrape(`${webBase}/article`);
    expect(res.status).toBe(200);
    const body = scrapeResponseSchema.parse(await res.json());
    expect(body.response.page).toMatchObject({ title: "Norvale buys Kestrel", published: "2024-03-05", language: "en", canonical: "https://harbourwire.example/deals/norvale-kestrel" });
    expect(body.response.full_text).not.toContain("Copyright");
    expect(body.response.snippets[0]!.language).toBe("en-en");
    expect(body.response.url_tree).toMatchObject({ scheme: "http", path: "/article" });
  });

  it("answers 422 for a non-HTML page or a refused address, 502 for an unreachable one, 504 for a slow one", async () => {
    expect((await scrape(`${webBase}/pdf`)).status).toBe(422);
    expect((await scrape("http://10.1.2.3/")).status).toBe(422);
    expect((await scrape("file:///etc/passwd")).status).toBe(422);
    expect((await scrape("http://127.0.0.1:9/nothing")).status).toBe(502);
    expect((await scrape(`${webBase}/slow`)).status).toBe(504);
  });
});
