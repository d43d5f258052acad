import { expect, test } from "./fixtures";

test("the shell loads from npm start and shows health and the plan's limits", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("navigation")).toBeVisible();
  for (const name of ["Search", "Trends", "Entities", "Saved", "Settings"]) {
    await expect(page.getByRole("navigation").getByRole("link", { name })).toBeVisible();
  }
  // Health comes from GET /api/health, limits from GET /search/v2/limits with the bootstrap key.
  await expect(page.getByText(/connected/i).first()).toBeVisible();
  const limits = page.getByRole("table", { name: /limits/i });
  await expect(limits).toBeVisible();
  await expect(limits.getByRole("cell", { name: "fast", exact: true }).first()).toBeVisible();
  await expect(limits.getByRole("cell", { name: "scrape-url", exact: true }).first()).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/shell.png", fullPage: true });
});

test("the shell is usable with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  // React renders after the load event; a Tab before that lands on an empty body.
  await expect(page.getByRole("navigation")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /skip to content/i })).toBeFocused();
  // Tab to the Settings link and follow it with Enter.
  const settings = page.getByRole("navigation").getByRole("link", { name: "Settings" });
  for (let i = 0; i < 15 && !(await settings.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(settings).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings" })).toBeVisible();
  await expect(settings).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).not.toHaveURL(/\/settings$/);
  await page.screenshot({ path: "test-results/screenshots/shell-keyboard.png" });
});
