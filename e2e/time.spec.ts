import { expect, test } from "./fixtures";

/**
 * A time search from the page: one relevance search per interval, delivered
 * as an encrypted file, decoded by the worker, shown as a chart of results
 * per interval and as the table grouped by interval.
 */
test("a monthly time search shows results per interval as a chart and groups the table by interval", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/search");
  await page.getByText("Time search", { exact: true }).click();
  await page.getByRole("textbox", { name: "Question", exact: true }).fill("acquisition");
  await page.getByRole("textbox", { name: "Start" }).fill("2024-01-01T00:00:00Z");
  await page.getByRole("textbox", { name: "End" }).fill("2025-01-01T00:00:00Z");
  await page.getByRole("textbox", { name: "Interval" }).fill("1mo");
  await page.getByRole("combobox", { name: "Bucket order" }).selectOption("descending");
  // The builder counts the intervals before anything is sent.
  await expect(page.getByText("12 intervals of 1mo")).toBeVisible();
  const body = JSON.parse((await page.getByRole("region", { name: "Request" }).getByLabel("Request body").textContent())!) as Record<string, unknown>;
  expect(body).toMatchObject({ question: "acquisition", start: "2024-01-01T00:00:00Z", end: "2025-01-01T00:00:00Z", frequency: "1mo", sort: "descending" });

  await page.getByRole("button", { name: /^Run/ }).first().click();
  const file = page.getByRole("region", { name: "Time-search file" });
  const summary = file.getByRole("status").filter({ hasText: /results from a/ });
  await expect(summary).toBeVisible({ timeout: 90_000 });
  const total = Number(/(\d+) results from a/.exec((await summary.textContent())!)![1]);
  expect(total).toBeGreaterThan(0);

  // The chart: twelve intervals, newest first as asked, with counts that add up to the rows.
  const chart = page.getByRole("figure").filter({ hasText: "Results per interval" });
  await expect(chart).toContainText("Results per interval (12 intervals)");
  const described = (await chart.getByRole("img").getAttribute("aria-label"))!;
  // "Results per interval: 2024-12-01 00:00: 7; 2024-11-01 00:00: 4; ..."
  const perInterval = described
    .slice(described.indexOf(": ") + 2)
    .split("; ")
    .map((entry) => ({ start: entry.slice(0, 10), count: Number(entry.slice(entry.lastIndexOf(": ") + 2)) }));
  expect(perInterval).toHaveLength(12);
  expect(perInterval[0]!.start).toBe("2024-12-01");
  expect(perInterval[11]!.start).toBe("2024-01-01");
  expect(perInterval.reduce((sum, b) => sum + b.count, 0)).toBe(total);

  // The table: one group row per interval that has results, each with its count.
  const scroller = page.getByLabel("Results, scrollable");
  const groups = scroller.getByRole("button", { name: /Interval from/ });
  const nonEmpty = perInterval.filter((b) => b.count > 0);
  await expect(groups.first()).toBeVisible();
  const firstLabel = (await groups.first().textContent())!;
  expect(firstLabel).toContain(nonEmpty[0]!.start);
  expect(firstLabel).toContain(`${nonEmpty[0]!.count} results`);
  await chart.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/time-search.png", fullPage: true });
});
