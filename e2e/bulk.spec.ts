import { expect, test } from "./fixtures";

/**
 * A 10,000-result bulk search from the page: the service writes the
 * encrypted file in the background, the worker downloads, decrypts,
 * decompresses and parses it, and the page only shows progress and rows.
 * A PerformanceObserver installed before the page's own scripts records
 * every long task on the page thread while that happens.
 */
test("a 10,000-result bulk search arrives through the worker, with progress, and no long task on the page thread", async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto("/search");
  await page.getByText("Bulk search", { exact: true }).click();
  // Words found in most articles: their lexical matches and the 50 nearest shards together hold
  // over ten thousand snippets in the test archive (n_probes bounds the dense part: the 50 nearest
  // of its 76 shards). The same pages always give the same shards, so the count is the same each run.
  const question = "company results million market percent shares customers quarter revenue spokesperson statement";
  await page.getByRole("textbox", { name: "Question", exact: true }).fill(question);
  await page.getByRole("spinbutton", { name: "Results" }).fill("10000");
  await page.getByRole("spinbutton", { name: "Probes" }).fill("50");
  const body = JSON.parse((await page.getByRole("region", { name: "Request" }).getByLabel("Request body").textContent())!) as Record<string, unknown>;
  expect(body).toMatchObject({ question, n_results: 10000, n_probes: 50 });

  await page.getByRole("button", { name: /^Run/ }).first().click();
  const file = page.getByRole("region", { name: "Bulk file" });
  await expect(file).toBeVisible();
  // Progress is shown while the file is made and decoded: the steps list and its live line.
  await expect(file.getByRole("list", { name: "Steps" })).toBeVisible();

  const summary = file.getByRole("status").filter({ hasText: /results from a/ });
  await expect(summary).toContainText("10000 results from a", { timeout: 120_000 });
  await expect(summary).toContainText(/decrypted with WebCrypto/);

  // The decoder marks each phase as it begins (User Timing). From the first try to the first rows
  // handed over, the worker waits, downloads, decrypts, decompresses, parses and checks the file:
  // that is the decoding, and the page must stay free throughout. Then the rows come over a slice
  // per message (up to `done`) and the table is built; those tasks are printed, not bounded.
  const { tasks, marks } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks,
    marks: Object.fromEntries(performance.getEntriesByType("mark").filter((m) => m.name.startsWith("bulk-file:")).map((m) => [m.name, m.startTime])),
  }));
  const from = Math.min(...["bulk-file:waiting", "bulk-file:downloading"].map((m) => marks[m] ?? Infinity));
  const receiving = marks["bulk-file:receiving"]!;
  const done = marks["bulk-file:done"]!;
  expect(from).toBeLessThan(marks["bulk-file:parsing"]!);
  expect(receiving).toBeLessThan(done);
  const whileDecoding = tasks.filter((t) => t.start >= from && t.start < receiving);
  const ms = (list: typeof tasks) => JSON.stringify(list.map((t) => Math.round(t.duration)));
  console.log(
    `page-thread long tasks while the worker decoded: ${ms(whileDecoding)}; ` +
      `while the rows were handed over (${Math.round(done - receiving)} ms): ${ms(tasks.filter((t) => t.start >= receiving && t.start < done))}; ` +
      `after, while the table was built: ${ms(tasks.filter((t) => t.start >= done))}`,
  );
  expect(whileDecoding.filter((t) => t.duration > 50), "tasks over 50 ms on the page thread while the worker decoded").toEqual([]);

  // Scroll the virtualised table to its last row.
  const scroller = page.getByLabel("Results, scrollable");
  await scroller.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await expect(scroller.getByRole("button", { name: "Details of result 10000", exact: true })).toBeVisible();
  // Only a window of rows is in the page, not ten thousand.
  expect(await scroller.locator("tbody tr").count()).toBeLessThan(200);
  await scroller.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screenshots/bulk-10000.png" });
});
