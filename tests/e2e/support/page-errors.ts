import { expect, type Page } from "@playwright/test";

/**
 * What a visitor with JavaScript would run into that the server's HTML alone does not show: an exception in
 * the page's script, an error written to the console, React giving up on hydrating the server's markup
 * (minified errors #418, #423 and #425 in a production build), or the site's error page drawn in place of the
 * page (which is what a failed hydration turns into).
 */

const HYDRATION = /Minified React error #(418|423|425)|Hydration failed|did not match|hydrating/i;

export interface PageErrors {
  /** Everything seen since the watch began (or since the last `clear`), one line each. */
  readonly seen: string[];
  clear(): void;
}

/** Starts listening on `page`: exceptions, console errors and React's hydration warnings. */
export function watchPageErrors(page: Page): PageErrors {
  const seen: string[] = [];
  page.on("pageerror", (error) => seen.push(`exception: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    const where = message.location().url;
    if (message.type() === "error" || HYDRATION.test(text)) seen.push(`console.${message.type()}: ${text}${where ? ` (${where})` : ""}`);
  });
  return {
    seen,
    clear: () => void seen.splice(0, seen.length),
  };
}

/**
 * Resolves once React has hydrated the document (the root component marks <html data-hydrated> in its first
 * effect) and a frame later, or as soon as an error page is drawn instead (the root's own error boundary never
 * marks it), so a broken page fails on what it shows rather than on a timeout.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" || document.querySelector(".error-page, .desk-error") !== null,
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Fails with the page's address and what went wrong when the page shows the error page or logged an error. */
export async function expectNoPageErrors(page: Page, errors: PageErrors, label = page.url()) {
  await expect(page.locator(".error-page, .desk-error"), `${label}: the error page is shown`).toHaveCount(0);
  expect(errors.seen, `${label}: errors while loading`).toEqual([]);
}
