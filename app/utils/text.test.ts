import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToText, truncate } from "./text";

describe("truncate", () => {
  it("keeps text within the limit unchanged", () => {
    expect(truncate("Kebun Teh Wonosari")).toBe("Kebun Teh Wonosari");
    expect(truncate("a".repeat(30))).toBe("a".repeat(30));
  });

  it("abbreviates at 30 characters by default, at a word boundary", () => {
    expect(truncate("Agrowisata Kebun Teh Wonosari Lawang Malang")).toBe("Agrowisata Kebun Teh Wonosari…");
    expect(truncate("Pemandangan kebun dari jendela kedai")).toBe("Pemandangan kebun dari jendela…");
    expect(truncate("Pemandangan kebun dari jendelanya")).toBe("Pemandangan kebun dari…");
  });

  it("cuts inside a word when there is no boundary near the limit", () => {
    expect(truncate("Supercalifragilisticexpialidocious", 10)).toBe("Supercalif…");
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncate("Teh, kopi, kakao, karet dan lainnya", 18)).toBe("Teh, kopi, kakao…");
  });

  it("never splits a character made of two code units", () => {
    expect(truncate("☕☕☕☕☕🍵🍵🍵", 6)).toBe("☕☕☕☕☕🍵…");
  });

  it("always returns a prefix of the text plus an ellipsis, within limit + 1 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 200 }), (text, limit) => {
        const result = truncate(text, limit);
        const chars = Array.from(result);
        if (Array.from(text).length <= limit) {
          expect(result).toBe(text);
        } else {
          expect(result.endsWith("…")).toBe(true);
          expect(text.startsWith(result.slice(0, -1))).toBe(true);
          expect(chars.length).toBeLessThanOrEqual(limit + 1);
        }
      }),
    );
  });
});

describe("htmlToText", () => {
  it("drops tags, decodes entities and separates blocks", () => {
    expect(htmlToText("<p>Teh &amp; kopi</p><ul><li>Satu</li><li>Dua&nbsp;ribu</li></ul>")).toBe(
      "Teh & kopi Satu Dua ribu",
    );
    expect(htmlToText("Jalan<br>kaki &#8211; 3&#x20;menit")).toBe("Jalan kaki – 3 menit");
  });

  it("keeps unknown entities as they are", () => {
    expect(htmlToText("a &unknown; b")).toBe("a &unknown; b");
  });
});
