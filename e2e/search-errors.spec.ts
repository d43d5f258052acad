import { expect, test } from "./fixtures";
import { demoKey } from "./search-helpers";

test("a bound is enforced as typed, and the service's own 422 is pinned to the field it names", async ({ page }) => {
  await page.goto("/search?question=acquisition");
  const results = page.getByRole("spinbutton", { name: "Results" });
  await results.fill("500");
  // The contract's bound, checked while typing.
  await expect(results).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("10 to 100 · default 10")).toBeVisible();

  // With the check on, Run sends nothing and takes the user to the field.
  let sent = 0;
  page.on("request", (r) => {
    if (r.url().includes("/fast-search")) sent++;
  });
  await page.getByRole("button", { name: "Run fast search" }).click();
  await expect(results).toBeFocused();
  expect(sent).toBe(0);

  // With the check off, the request goes out as built and the service answers 422.
  await page.getByRole("checkbox", { name: "Check against the contract before sending" }).uncheck();
  await page.getByRole("button", { name: "Run fast search" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The service refused the request (422)" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("body.n_results");
  await expect(page.getByText(/^Response\s*HTTP 422/)).toBeVisible();
  expect(sent).toBe(1);
  const fieldErrors = results.locator("xpath=..").locator(".field-errors");
  await expect(fieldErrors).toContainText("less than or equal to 100");
  await page.screenshot({ path: "test-results/screenshots/search-422.png", fullPage: true });

  // Fixing the field clears what the service said about it.
  await results.fill("20");
  await expect(results).not.toHaveAttribute("aria-invalid", "true");
});

test("a 429 shows a live countdown from Retry-After, and the search runs again when it ends", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto("/search?question=acquisition");
  // Spend the demo key's fast bucket with its cheapest operation (get-searches counts on it too).
  const key = await demoKey(page);
  let limited = false;
  for (let round = 0; round < 40 && !limited; round++) {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => page.request.post("/api/search/v2/get-searches", { headers: { "Api-Key": key }, data: {} })),
    );
    limited = answers.some((a) => a.status() === 429);
  }
  expect(limited).toBe(true);

  await page.getByRole("button", { name: "Run fast search" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Rate limit reached (429)" });
  await expect(alert).toBeVisible();
  const countdown = alert.getByTestId("retry-countdown");
  const first = Number(await countdown.textContent());
  expect(first).toBeGreaterThan(0);
  await expect(alert.getByRole("button", { name: "Run again" })).toBeDisabled();
  await page.screenshot({ path: "test-results/screenshots/search-429.png", fullPage: true });
  // It counts down live.
  await expect.poll(async () => Number((await countdown.textContent()) ?? first), { timeout: 5_000 }).toBeLessThan(first);
  // When it ends, Run again works.
  const again = alert.getByRole("button", { name: "Run again" });
  await expect(again).toBeEnabled({ timeout: (first + 5) * 1000 });
  await again.click();
  await expect(page.getByRole("status").filter({ hasText: /\d+ results in \d+ ms/ })).toBeVisible();
});

test("a refused key says so and links to Settings", async ({ page }) => {
  await page.goto("/settings");
  await page.getByLabel("API key").fill("basic|not-a-key-of-this-service");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("navigation").getByRole("link", { name: "Search" }).click();
  await page.getByRole("button", { name: "Run fast search" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "The API key was refused (401)" });
  await expect(alert).toBeVisible();
  await alert.getByRole("link", { name: "Open Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await page.getByRole("button", { name: "Use the local service" }).click();
});
