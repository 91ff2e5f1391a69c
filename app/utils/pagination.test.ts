import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageInfo, pageWindow, parsePage } from "./pagination";

describe("pagination", () => {
  it("describes the items of a page", () => {
    expect(pageInfo(40, 1, 9)).toMatchObject({ page: 1, pages: 5, from: 1, to: 9, offset: 0 });
    expect(pageInfo(40, 5, 9)).toMatchObject({ page: 5, pages: 5, from: 37, to: 40, offset: 36 });
    expect(pageInfo(40, 99, 9)).toMatchObject({ page: 5 });
    expect(pageInfo(0, 1, 9)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0 });
  });

  it("reads page numbers leniently", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });

  it("links at most five pages around the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("always includes the current page and stays in range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const pages = Math.max(a, b);
        const page = Math.min(a, b);
        const window = pageWindow(page, pages);
        expect(window).toContain(page);
        expect(window.length).toBe(Math.min(5, pages));
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window[window.length - 1]).toBeLessThanOrEqual(pages);
      }),
    );
  });
});
