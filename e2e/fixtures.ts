import { test as base, expect } from "@playwright/test";

/** Every spec fails on an uncaught error in the page (STYLE.md). */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on("pageerror", (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message), "uncaught errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
