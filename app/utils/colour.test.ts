import { describe, expect, it } from "vitest";
import { hexOf, parseColour, toRgbString } from "./colour";

describe("theme colours", () => {
  it("reads rgb(), #rrggbb and #rgb, and writes rgb()", () => {
    expect(parseColour("rgb(12, 34, 56)")).toEqual({ r: 12, g: 34, b: 56 });
    expect(parseColour(" RGB( 0,0,255 ) ")).toEqual({ r: 0, g: 0, b: 255 });
    expect(parseColour("#1F4D2B")).toEqual({ r: 31, g: 77, b: 43 });
    expect(parseColour("#fff")).toEqual({ r: 255, g: 255, b: 255 });
    expect(toRgbString({ r: 1, g: 2, b: 3 })).toBe("rgb(1, 2, 3)");
    expect(hexOf("rgb(255, 136, 0)")).toBe("#ff8800");
  });

  it("refuses anything else, including out-of-range channels and CSS injection", () => {
    for (const value of ["rgb(256, 0, 0)", "rgba(0,0,0,1)", "red", "#12345", "", "rgb(1,2,3); color: red", "url(x)"]) {
      expect(parseColour(value), value).toBeNull();
    }
  });
});
