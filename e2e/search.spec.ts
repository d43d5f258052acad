import { expect, test } from "./fixtures";
import { commitsWithin, countCommits, demoKey, parseCsv, pickByTyping, readDownload } from "./search-helpers";

const EXPECTED_SQL =
  "SELECT loc FROM engine WHERE netloc IN ('qren-journal.example', 'www.qren-journal.example') OR published >= '2018-01-01' AND words >= 10";

test("builds a filtered search with a two-group sql_filter through the UI, inspects it, runs, sorts and exports it", async ({ page }) => {
  await page.goto("/search");
  await page.getByRole("textbox", { name: "Question", exact: true }).fill("acquisition");

  // Enum filters: language by name, brand safety, a country (which sets its continent and region), an IAB tier-2 node (which sets tier 1).
  await pickByTyping(page, "Language", "engl", /^English/);
  await pickByTyping(page, "Brand safety", "saf", /^Safe$/);
  await pickByTyping(page, "Country", "united st", /^United States/);
  await pickByTyping(page, "Find in IAB", "business", /^Business\s*, IAB tier 2/);
  const pills = page.getByRole("list", { name: "Active filters" }).getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Remove filter/ }) });
  await expect(pills).toHaveText([/Brand safety: Safe/, /Language: English \(EN\)/, /Continent: North America/, /Region: Northern America/, /Country: United States/, /IAB tier 1: Business and Finance/, /IAB tier 2: Business/]);

  // sql_filter: group 1 = one site and its www. twin; group 2 = published since 2018 AND at least 10 words; the groups joined by OR.
  await page.getByRole("button", { name: "Add group" }).click();
  await page.getByRole("button", { name: "Add condition to group 1" }).click();
  const sites = page.getByRole("textbox", { name: "Group 1 condition 1: sites" });
  await sites.fill("qren-journal.example");
  await sites.press("Enter");
  await page.getByRole("button", { name: "+ www.qren-journal.example" }).click();
  await page.getByRole("button", { name: "Add group" }).click();
  await page.getByRole("combobox", { name: "Group 2: condition to add" }).selectOption({ label: "Date range" });
  await page.getByRole("button", { name: "Add condition to group 2" }).click();
  await page.getByLabel("Group 2 condition 1: from").fill("2018-01-01");
  await page.getByRole("combobox", { name: "Group 2: condition to add" }).selectOption({ label: "Count range" });
  await page.getByRole("button", { name: "Add condition to group 2" }).click();
  await page.getByRole("spinbutton", { name: "Group 2 condition 2: at least" }).fill("10");
  await page.getByRole("combobox", { name: "Groups joined by" }).selectOption("or");
  await expect(page.getByRole("textbox", { name: "SQL text" })).toHaveValue(EXPECTED_SQL);
  await expect(page.getByText("Parses with the service's grammar.")).toBeVisible();

  // The inspector shows exactly what will go out, the key masked.
  const key = await demoKey(page);
  const inspector = page.getByRole("region", { name: "Request" });
  await expect(inspector.getByLabel("Request URL")).toHaveText(new URL("/api/search/v2/fast-search", page.url()).toString());
  const headers = inspector.getByRole("table", { name: "Request headers" });
  await expect(headers.getByRole("row", { name: /Content-Type/ })).toContainText("application/json");
  await expect(headers.getByRole("row", { name: /Api-Key/ })).toContainText(key.slice(-4));
  await expect(headers).not.toContainText(key);
  const body = JSON.parse((await inspector.getByLabel("Request body").textContent())!) as Record<string, unknown>;
  expect(body).toEqual({
    question: "acquisition",
    sql_filter: EXPECTED_SQL,
    brand_safety: "Safe",
    language: "EN",
    continent: "North America",
    region: "Northern America",
    country: "United States",
    iab_tier_1: "Business and Finance",
    iab_tier_2: "Business",
  });
  const snippet = inspector.getByRole("tabpanel");
  await expect(snippet).toContainText(`-H "Api-Key: $API_KEY"`);
  await expect(snippet).not.toContainText(key);
  await inspector.getByRole("tab", { name: "TypeScript" }).click();
  await expect(snippet).toContainText("client.fastSearch(");

  // The state is in the URL: a fresh page on the same address rebuilds the same request.
  const shared = page.url();
  expect(new URL(shared).searchParams.get("country")).toBe("United States");

  await page.getByRole("button", { name: "Run fast search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ results in \d+ ms/ })).toBeVisible();
  await expect(page.getByText(/^Response\s*HTTP 200/).first()).toBeVisible();
  const table = page.getByRole("table", { name: /Search results/ });
  const resultRows = table.getByRole("row").filter({ has: page.getByRole("button", { name: /^Details of result/ }) });
  const count = await resultRows.count();
  expect(count).toBeGreaterThan(0);
  await expect(table.locator("mark").first()).toHaveText(/acquisition/i);

  // Sort by publication date, ascending.
  const published = table.getByRole("columnheader", { name: /Published/ });
  await published.getByRole("button").click();
  await expect(published).toHaveAttribute("aria-sort", "ascending");
  await page.screenshot({ path: "test-results/screenshots/search-results.png", fullPage: true });

  // Export: the CSV holds the rows in the table's order, every row honouring every filter.
  const csvDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = parseCsv(await readDownload(await csvDownload));
  const [header, ...rows] = csv;
  const col = (name: string) => header!.indexOf(name);
  expect(rows).toHaveLength(count);
  const dates = rows.map((r) => r[col("published")]!).filter((d) => d !== "");
  expect(dates).toEqual([...dates].sort());
  for (const row of rows) {
    expect(row[col("country")]).toBe("United States");
    expect(row[col("brand_safety")]).toBe("Safe");
    expect(row[col("iab_tier_2")]).toBe("Business");
    expect(row[col("language")]).toMatch(/^en/);
    const site = row[col("netloc")]!;
    const fromSql = site === "qren-journal.example" || site === "www.qren-journal.example" || (row[col("published")]! >= "2018-01-01" && Number(row[col("words")]) >= 10);
    expect(fromSql, `${row[col("url")]} honours the sql_filter`).toBe(true);
  }

  const jsonlDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON Lines" }).click();
  const lines = (await readDownload(await jsonlDownload)).trimEnd().split("\n").map((l) => JSON.parse(l) as { url: string });
  expect(lines.map((l) => l.url)).toEqual(rows.map((r) => r[col("url")]));

  const fresh = await page.context().newPage();
  await fresh.goto(shared);
  const freshBody = JSON.parse((await fresh.getByRole("region", { name: "Request" }).getByLabel("Request body").textContent())!) as unknown;
  expect(freshBody).toEqual(body);
  await fresh.close();
});

test("a real click on a sort header sorts the rows, and the table comes to rest before and after", async ({ page }) => {
  await countCommits(page);
  await page.goto("/search?question=acquisition");
  await page.getByRole("button", { name: "Run fast search" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ results in \d+ ms/ })).toBeVisible();
  const table = page.getByRole("table", { name: /Search results/ });
  const details = table.getByRole("button", { name: /^Details of result/ });
  const ranks = async () => (await details.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")))).map((label) => Number(label!.replace(/\D+/g, "")));
  const before = await ranks();
  expect(before.length).toBeGreaterThan(1);
  expect(before).toEqual([...before].sort((a, b) => a - b));
  // Nothing changes once the results are in, so React must stop committing.
  await expect.poll(() => commitsWithin(page, 500), { message: "React commits in a quiet half second" }).toBe(0);

  // A trusted mouse click (not a script click): numbers sort highest first.
  const rank = table.getByRole("columnheader", { name: /^# / });
  await rank.getByRole("button").click();
  await expect(rank).toHaveAttribute("aria-sort", "descending");
  expect(await ranks()).toEqual([...before].reverse());
  expect(await page.evaluate(() => document.readyState)).toBe("complete");
  await expect.poll(() => commitsWithin(page, 500), { message: "React commits in a quiet half second" }).toBe(0);

  await rank.getByRole("button").click();
  await expect(rank).toHaveAttribute("aria-sort", "ascending");
  expect(await ranks()).toEqual(before);
});
