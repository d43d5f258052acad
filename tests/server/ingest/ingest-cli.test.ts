import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IndexStore, openIndex } from "../../../src/server/index/index-store";
import { seedModel } from "../../helpers/model";

// `npm run ingest -- <path>` as a user runs it: a real process on a real data directory.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");

function page(title: string, canonical: string | null, paragraphs: string[]): string {
  return `<!doctype html><html lang="en"><head><title>${title}</title>${canonical ? `<link rel="canonical" href="${canonical}">` : ""}
<meta property="article:published_time" content="2024-03-05T08:00:00Z"></head>
<body><nav><a href="/">Home</a> <a href="/world">World</a></nav><article><h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join("")}</article>
<footer>Copyright the publisher. All rights reserved.</footer></body></html>`;
}

const HARBOUR = [
  "The harbour authority of Quillport opened a second container terminal on Tuesday, doubling the port's capacity for refrigerated cargo.",
  "Officials said the terminal would handle fruit exports from the valley farms, which until now travelled three days by road to the capital.",
  "Dock workers' unions welcomed the hiring plan, which adds four hundred permanent jobs over the next two years.",
];
const ORCHARD = [
  "Apple growers in the Fenwold valley expect a record harvest after a mild spring and a dry, warm summer across the region's orchards.",
  "The growers' cooperative said it had signed storage contracts with two cold-chain operators to keep the fruit fresh until spring sales.",
];

async function ingest(dataDir: string, target: string) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "src/server/cli/ingest.ts", target], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: `${e.stdout}${e.stderr}` };
  }
}

function indexedUrls(dataDir: string): string[] {
  const store = new IndexStore(openIndex(dataDir));
  try {
    return store.db.prepare<[], { url: string }>("SELECT url FROM documents ORDER BY url").all().map((r) => r.url);
  } finally {
    store.db.close();
  }
}

let work: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "ingest-cli-"));
  server = http.createServer((req, res) => {
    if (req.url === "/harbour") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page("Quillport opens a second terminal", null, HARBOUR));
    else if (req.url === "/data.json") res.writeHead(200, { "content-type": "application/json" }).end("{}");
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(work, { recursive: true, force: true });
});

describe("npm run ingest", () => {
  it("adds a folder's pages under their canonical URLs, reports and skips a page with no text, and finds them in the index", async () => {
    const dataDir = path.join(work, "folder-data");
    seedModel(dataDir);
    const folder = path.join(work, "pages");
    fs.mkdirSync(path.join(folder, "sub"), { recursive: true });
    fs.writeFileSync(path.join(folder, "harbour.html"), page("Quillport opens a second terminal", "https://news.example.org/quillport-terminal", HARBOUR));
    fs.writeFileSync(path.join(folder, "sub", "orchard.html"), page("Record apple harvest expected", null, ORCHARD));
    fs.writeFileSync(path.join(folder, "empty.html"), "<html><body><nav>Home</nav></body></html>");
    fs.writeFileSync(path.join(folder, "notes.txt"), "not a page");

    const result = await ingest(dataDir, folder);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Added 2, replaced 0, unchanged 0, skipped 1/);
    expect(result.stdout).toMatch(/skipped file:\/\/.*empty\.html: no main text/);
    const urls = indexedUrls(dataDir);
    expect(urls).toContain("https://news.example.org/quillport-terminal");
    expect(urls.some((u) => u.startsWith("file://") && u.endsWith("/sub/orchard.html"))).toBe(true);

    // A second run finds the same pages unchanged.
    const again = await ingest(dataDir, folder);
    expect(again.stdout).toMatch(/Added 0, replaced 0, unchanged 2, skipped 1/);
  }, 120_000);

  it("reads JSON Lines of html or text records and reports the bad lines by number", async () => {
    const dataDir = path.join(work, "jsonl-data");
    seedModel(dataDir);
    const file = path.join(work, "pages.jsonl");
    fs.writeFileSync(
      file,
      [
        JSON.stringify({ url: "https://blog.example.org/orchard", title: "Record apple harvest expected", text: ORCHARD.join("\n\n"), published: "2024-09-01" }),
        "{ this is not json",
        JSON.stringify({ url: "ftp://files.example.org/x", html: "<p>x</p>" }),
        JSON.stringify({ url: "https://news.example.org/harbour", html: page("Quillport opens a second terminal", null, HARBOUR) }),
      ].join("\n"),
    );
    const result = await ingest(dataDir, file);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Added 2, replaced 0, unchanged 0, skipped 2/);
    expect(result.stdout).toContain("skipped pages.jsonl:2: the line is not JSON");
    expect(result.stdout).toContain("skipped pages.jsonl:3: no http(s) url field");
    expect(indexedUrls(dataDir)).toEqual(["https://blog.example.org/orchard", "https://news.example.org/harbour"]);
  }, 120_000);

  it("fetches a list of URLs, skipping the unreachable and the non-HTML with the reason", async () => {
    const dataDir = path.join(work, "urls-data");
    seedModel(dataDir);
    const file = path.join(work, "urls.txt");
    fs.writeFileSync(file, `# pages to add\n${origin}/harbour\n${origin}/missing\n${origin}/data.json\n`);
    const result = await ingest(dataDir, file);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Added 1, replaced 0, unchanged 0, skipped 2/);
    expect(result.stdout).toContain(`skipped ${origin}/missing: HTTP 404`);
    expect(result.stdout).toContain(`skipped ${origin}/data.json: not an HTML page (application/json)`);
    expect(indexedUrls(dataDir)).toEqual([`${origin}/harbour`]);
  }, 120_000);

  it("refuses a path that does not exist, with a usage line and exit code 2", async () => {
    const result = await ingest(path.join(work, "none-data"), path.join(work, "nowhere"));
    expect(result.code).toBe(2);
    expect(result.stdout).toContain("does not exist");
  });
});
