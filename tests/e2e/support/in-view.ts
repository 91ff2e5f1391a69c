import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Waits until `target` is wholly inside the viewport, below the sticky site header, and is what a tap at its
 * middle reaches (no floating button over it). Polled: a jump to a fragment scrolls smoothly.
 */
export async function expectInView(page: Page, target: Locator, what: string) {
  await expect
    .poll(
      async () => {
        const box = await target.boundingBox();
        if (!box) return `${what}: not shown`;
        const viewport = page.viewportSize()!;
        const header = await page.locator(".site-header > .header").first().boundingBox();
        const top = header ? Math.max(0, header.y + header.height) : 0;
        const inside = box.y >= top - 1 && box.y + box.height <= viewport.height + 1;
        if (!inside) return `${what}: y ${Math.round(box.y)} to ${Math.round(box.y + box.height)}, visible band ${Math.round(top)} to ${viewport.height}`;
        const reached = await target.evaluate((node, point) => {
          const hit = document.elementFromPoint(point.x, point.y);
          return hit !== null && (node === hit || node.contains(hit));
        }, { x: box.x + Math.min(box.width / 2, 40), y: box.y + box.height / 2 });
        return reached ? "in view" : `${what}: covered`;
      },
      { message: `${what} lands in view`, timeout: 5_000 },
    )
    .toBe("in view");
}
