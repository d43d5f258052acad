import fs from "node:fs";
import type { Download, Locator, Page } from "@playwright/test";

/**
 * Clicks a control inside the results table with a DOM click. A trusted
 * mouse click or Enter there hangs this headless Chromium (156) in layout,
 * without JavaScript running, while the same click dispatched by script
 * works; see the report of the search page.
 */
export async function activate(control: Locator) {
  await control.dispatchEvent("click");
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
