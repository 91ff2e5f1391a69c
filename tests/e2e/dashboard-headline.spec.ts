import { expect, test, type Page } from "@playwright/test";

/**
 * "How are we doing?" answered at a glance: on a 390 px phone and on a 1 366 px laptop the dashboard shows
 * every estate's room revenue, occupancy, ADR and RevPAR above the fold with nothing wider than the screen,
 * the per-estate rows are folded and ordered by links (no script needed), and the bars name each of the
 * seeded 13 estates without one name printed over another.
 */

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await page.locator('main input[name="login"]').fill("admin");
  await page.locator('main input[name="password"]').fill("Admin#2026");
  await page.locator("main").getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Whether two boxes share any area. */
function overlap(a: DOMRect | { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const { label, width, height, javaScriptEnabled } of [
  { label: "phone, no JavaScript", width: 390, height: 844, javaScriptEnabled: false },
  { label: "laptop", width: 1366, height: 768, javaScriptEnabled: true },
]) {
  test.describe(label, () => {
    test.use({ viewport: { width, height }, javaScriptEnabled });

    test(`the headline figures are above the fold and nothing scrolls sideways (${width} px)`, async ({ page }) => {
      await signInAsAdmin(page);
      const headline = page.getByTestId("headline");
      await expect(page.getByRole("heading", { level: 2, name: "Semua properti" })).toBeVisible();
      for (const [metric, name] of [
        ["revenue", "Pendapatan kamar"],
        ["occupancy", "Hunian"],
        ["adr", "ADR"],
        ["revpar", "RevPAR"],
      ]) {
        const row = headline.locator(`tr[data-metric="${metric}"]`);
        await expect(row.getByRole("rowheader")).toContainText(name);
        // Four periods, each with a figure: the seeded year has sold rooms in every month shown.
        const values = row.locator(".headline__value");
        await expect(values).toHaveCount(4);
        await expect(values.nth(2)).not.toHaveText("–");
        const box = await row.boundingBox();
        expect(box, `${metric} row`).not.toBeNull();
        expect(box!.y + box!.height, `${metric} row ends above the fold`).toBeLessThanOrEqual(height);
        expect(box!.x + box!.width, `${metric} row fits the width`).toBeLessThanOrEqual(width);
      }
      // Last month's occupancy is a business's, not 1 %.
      const occupancy = await headline.locator('tr[data-metric="occupancy"] td').nth(2).locator(".headline__value").innerText();
      const percent = Number(occupancy.replace(/[^\d,]/g, "").replace(",", "."));
      expect(percent, `last month's occupancy ${occupancy}`).toBeGreaterThanOrEqual(30);
      expect(percent).toBeLessThanOrEqual(90);

      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(sizes.scrollWidth, "no sideways scrolling").toBeLessThanOrEqual(sizes.innerWidth);

      // The bars: every estate named, no two names overlapping, each name inside the screen.
      const labels = page.getByTestId("chart-estates").locator("[data-bar-label]");
      expect(await labels.count()).toBeGreaterThanOrEqual(13);
      const boxes = await labels.evaluateAll((nodes) =>
        nodes.map((n) => {
          const r = n.getBoundingClientRect();
          return { text: n.textContent ?? "", x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
      for (const [i, a] of boxes.entries()) {
        expect(a.width, `"${a.text}" is drawn`).toBeGreaterThan(0);
        expect(a.x + a.width, `"${a.text}" fits the width`).toBeLessThanOrEqual(width);
        for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `"${a.text}" and "${b.text}" overlap`).toBe(false);
      }
    });
  });
}

test.describe("estate rows", () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("are folded, open one by one and follow the order chosen by a link, without JavaScript", async ({ page }) => {
    await signInAsAdmin(page);
    const rows = page.locator(".estate-rows details");
    expect(await rows.count()).toBeGreaterThanOrEqual(13);
    await expect(rows.first()).not.toHaveAttribute("open", "");
    await expect(rows.first().locator("table")).toBeHidden();
    await rows.first().locator("summary").click();
    await expect(rows.first().locator("table")).toBeVisible();

    await page.getByRole("navigation", { name: "Urutkan menurut" }).getByRole("link", { name: "Nama" }).click();
    await expect(page).toHaveURL(/urut=name/);
    const names = await page.locator(".estate-rows__name").allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "id")));
    // The bars follow the same order.
    expect(await page.getByTestId("chart-estates").locator("[data-bar-label]").allInnerTexts()).toEqual(names);

    const bad = await page.goto("/admin?urut=terbesar");
    expect(bad?.status()).toBe(400);
    await expect(page.getByText("Urutan ini tidak dikenal.")).toBeVisible();
  });
});
