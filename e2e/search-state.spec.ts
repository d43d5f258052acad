import { expect, test } from "./fixtures";
import { pickByTyping } from "./search-helpers";

test("the query lives in the URL: switching operation keeps shared fields, Back undoes, a reload restores", async ({ page }) => {
  await page.goto("/search");
  await page.getByRole("textbox", { name: "Question", exact: true }).fill("partnership");
  await pickByTyping(page, "Find in GICS", "software", /^Application Software/);
  // Picking a sub-industry set its three parents.
  const pills = page.getByRole("list", { name: "Active filters" });
  await expect(pills).toContainText("Sector: Information Technology");
  await expect(pills).toContainText("Sub-industry: Application Software");
  await page.getByText("Rich search", { exact: true }).click();
  await expect(page).toHaveURL(/op=rich/);
  await page.getByRole("checkbox", { name: "Enrich: history" }).check();
  await page.getByRole("checkbox", { name: "Enrich: vectors" }).check();
  const body = () => page.getByRole("region", { name: "Request" }).getByLabel("Request body").textContent().then((t) => JSON.parse(t!) as Record<string, unknown>);
  expect(await body()).toMatchObject({ question: "partnership", sector: "Information Technology", enrich_history: true, enrich_vectors: true });

  // Agent search takes only its own fields: no filters shown, none sent.
  await page.getByText("Agent search", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Filters" })).toHaveCount(0);
  await page.getByRole("textbox", { name: /Prompt/ }).fill("who partners with whom");
  expect(await body()).toEqual({ prompt: "who partners with whom" });

  await page.goBack();
  await expect(page).toHaveURL(/op=rich/);
  await expect(page.getByRole("checkbox", { name: "Enrich: vectors" })).toBeChecked();
  await page.reload();
  expect(await body()).toMatchObject({ question: "partnership", sub_industry: "Application Software", enrich_history: true });

  // Run the rich search and open a row: every field and the enrichments.
  await page.getByRole("button", { name: "Run rich search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ results in \d+ ms/ })).toBeVisible();
  await page.getByRole("button", { name: "Details of result 1", exact: true }).click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await expect(page.getByRole("img", { name: /-bit vector, \d+ bits set/ })).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/search-rich-detail.png", fullPage: true });
});

test("the filter pickers work from the keyboard: arrows, Enter, Escape, clear", async ({ page }) => {
  await page.goto("/search");
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await country.fill("land");
  await expect(country).toHaveAttribute("aria-expanded", "true");
  await country.press("ArrowDown");
  const active = await country.getAttribute("aria-activedescendant");
  const option = page.locator(`[id="${active}"]`);
  const name = (await option.locator(".option-label").textContent())!;
  await country.press("Enter");
  await expect(country).toHaveValue(name);
  await expect(country).toHaveAttribute("aria-expanded", "false");
  // Escape closes and gives the chosen value back.
  await country.fill("zzz");
  await expect(page.getByRole("listbox", { name: "Country", exact: true }).getByRole("option", { name: "No match" })).toBeVisible();
  await country.press("Escape");
  await expect(country).toHaveValue(name);
  await page.getByRole("button", { name: "Clear Country" }).click();
  await expect(country).toHaveValue("");
  await expect(country).toBeFocused();
});

test("SQL typed as text shows in the visual form, or says why it cannot, and grammar errors point at their character", async ({ page }) => {
  await page.goto("/search");
  const text = page.getByRole("textbox", { name: "SQL text" });
  await text.fill("SELECT loc FROM engine WHERE language IN ('en-en') AND chars > 99");
  await expect(page.getByRole("combobox", { name: "Group 1 condition 1: languages" })).toBeVisible();
  await expect(page.getByRole("spinbutton", { name: "Group 1 condition 2: at least" })).toHaveValue("100");
  await text.fill("SELECT loc FROM engine WHERE netloc LIKE '%.example'");
  await expect(page.getByText(/cannot show this filter: netloc LIKE '%.example': LIKE patterns have no visual form/)).toBeVisible();
  await text.fill("SELECT loc FROM engine WHERE colour = 'red'");
  await expect(page.getByText(/^Character 29: unknown column 'colour'/)).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/search-sql-error.png", fullPage: true });
});
