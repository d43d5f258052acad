import fs from "node:fs";
import type { Download, Page } from "@playwright/test";

/**
 * Counts React commits in the page: a stand-in for the DevTools hook, which React calls on every
 * commit. Must run before the page loads.
 */
export async function countCommits(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
    w.__commits = 0;
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot: () => void w.__commits++,
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
      checkDCE: () => undefined,
    };
  });
}

/** React commits in the next `ms` milliseconds: 0 once the page is at rest. */
export async function commitsWithin(page: Page, ms: number): Promise<number> {
  return page.evaluate(async (wait) => {
    const w = window as unknown as { __commits: number };
    const before = w.__commits;
    await new Promise((resolve) => setTimeout(resolve, wait));
    return w.__commits - before;
  }, ms);
}

/** Picks an option of a combobox by typing, as a keyboard user would. */
export async function pickByTyping(page: Page, combobox: string, text: string, option: RegExp | string) {
  const box = page.getByRole("combobox", { name: combobox, exact: true });
  await box.fill(text);
  const list = page.getByRole("listbox", { name: combobox, exact: true });
  const wanted = list.getByRole("option", { name: option });
  await wanted.first().waitFor();
  // Walk down with the arrow keys until the wanted option is the active one, then Enter.
  for (let i = 0; i < 40; i++) {
    const activeId = await box.getAttribute("aria-activedescendant");
    const wantedId = await wanted.first().getAttribute("id");
    if (activeId === wantedId) break;
    await box.press("ArrowDown");
  }
  await box.press("Enter");
}

export async function readDownload(download: Download): Promise<string> {
  const file = await download.path();
  return fs.readFileSync(file, "utf8");
}

/** A minimal RFC 4180 reader for checking exported CSV. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

export async function demoKey(page: Page): Promise<string> {
  const answer = await page.request.get("/api/bootstrap");
  return ((await answer.json()) as { api_key: string }).api_key;
}
