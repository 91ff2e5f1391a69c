import { describe, expect, it } from "vitest";
import { cleanText, hasBidiControl, isOutOfFormYears, parseWholeNumber, rupiahProblem } from "./form-input";

describe("text as forms keep it", () => {
  it("drops NUL, the other C0 controls, DEL and C1 from one line, and turns line breaks and tabs into one space", () => {
    expect(cleanText("Bank\u0000 Central\u0007 Asia\u007f\u0085")).toBe("Bank Central Asia");
    expect(cleanText("Siti\r\nNurhaliza\tbinti")).toBe("Siti Nurhaliza binti");
    expect(cleanText("a\u2028b")).toBe("a b");
  });

  it("keeps line breaks (as \\n) and tabs in several lines", () => {
    expect(cleanText("baris satu\r\nbaris dua\rtiga\u2029empat\u0000\tlima", "several")).toBe("baris satu\nbaris dua\ntiga\nempat\tlima");
  });

  it("leaves letters of every script, emoji and combining accents alone", () => {
    const text = "Élodie Ngô — عائشة 😀 e\u0301";
    expect(cleanText(text)).toBe(text);
    expect(hasBidiControl(text)).toBe(false);
  });

  it("finds every direction control: overrides, embeddings, isolates and marks", () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c]) {
      expect(hasBidiControl(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe(true);
    }
  });
});

describe("numbers, dates and Rupiah as forms take them", () => {
  it("reads thousands separators only in groups of three", () => {
    expect(parseWholeNumber("1.500.000")).toBe(1_500_000);
    expect(parseWholeNumber("1 024")).toBe(1024);
    expect(parseWholeNumber("1.5")).toBeNull();
    expect(parseWholeNumber("999.999.999.999.999")).toBe(999_999_999_999_999);
  });

  it("keeps years within 2000–2100", () => {
    expect(isOutOfFormYears("0000-01-01")).toBe(true);
    expect(isOutOfFormYears("1999-12-31")).toBe(true);
    expect(isOutOfFormYears("2101-01-01")).toBe(true);
    expect(isOutOfFormYears("2000-01-01")).toBe(false);
    expect(isOutOfFormYears("2100-12-31")).toBe(false);
    expect(isOutOfFormYears("kemarin")).toBe(false);
  });

  it("says what is wrong with an amount of Rupiah", () => {
    expect(rupiahProblem(1.5, { max: 10 })).toBe("wholeRupiah");
    expect(rupiahProblem(0, { max: 10 })).toBe("priceZero");
    expect(rupiahProblem(-1, { max: 10 })).toBe("priceZero");
    expect(rupiahProblem(0, { max: 10, zero: "free" })).toBeNull();
    expect(rupiahProblem(11, { max: 10 })).toBe("priceMax");
    expect(rupiahProblem(10, { max: 10 })).toBeNull();
  });
});
