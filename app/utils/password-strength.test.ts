import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  characterClass,
  classesOf,
  passwordScore,
  passwordStrength,
  STRENGTH_CLASSES,
  STRENGTH_COLOURS,
  strengthLevel,
  type StrengthClass,
} from "./password-strength";

/** Spec §5, written out independently of the implementation. */
function specScore(password: string): number {
  const chars = [...password];
  const classes = new Set(
    chars.map((c) => (/[a-z]/.test(c) ? "lower" : /[A-Z]/.test(c) ? "upper" : /[0-9]/.test(c) ? "digit" : "special")),
  ).size;
  let score = 2 * chars.length + (chars.length >= 10 ? 1 : 0) + 10 * classes;
  if (chars.length <= 6) score = Math.min(score, 10);
  if (classes === 1) score = Math.min(score, 10);
  if (classes === 2) score = Math.min(score, 20);
  if (classes === 3) score = Math.min(score, 40);
  return score;
}

const samples: Record<StrengthClass, string> = {
  lower: "abcxyz",
  upper: "ABCXYZ",
  digit: "0123456789",
  special: "!@#$%^&*()_-+= ~é",
};
const charOf = (cls: StrengthClass) => fc.constantFrom(...samples[cls].split(""));
const anyChar = fc.oneof(...STRENGTH_CLASSES.map(charOf));
const passwordArb = fc.array(anyChar, { maxLength: 60 }).map((chars) => chars.join(""));

describe("password strength meter (spec §5)", () => {
  it.each([
    ["", 0],
    ["a", 10], // 2 + 10, capped at 10: six characters or fewer
    ["abcdef", 10],
    ["Abcdef", 10], // 12 + 20, capped at 10 by the length
    ["abcdefg", 10], // 14 + 10, capped at 10: one class
    ["abcdefG", 20], // 14 + 20, capped at 20: two classes
    ["abcdeF1", 40], // 14 + 30, capped at 40: three classes
    ["abcdefghij", 10], // 20 + 1 + 10, one class
    ["Abcdefghi1", 40], // 20 + 1 + 30, three classes
    ["Ab1!Ab1", 54], // 14 + 40, four classes: no cap
    ["Abcdefgh1!", 61], // 20 + 1 + 40
  ])("%j scores %i", (password, expected) => {
    expect(passwordScore(password)).toBe(expected);
    expect(specScore(password)).toBe(expected);
  });

  it("has five colour levels at thresholds 10, 20, 30 and 40", () => {
    expect([0, 10, 11, 20, 21, 30, 31, 40, 41, 100].map(strengthLevel)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(new Set(STRENGTH_COLOURS).size).toBe(5);
    expect(passwordStrength("abcdeF1")).toEqual({ score: 40, level: 4, colour: STRENGTH_COLOURS[3] });
    expect(passwordStrength("Abcdefgh1!")).toEqual({ score: 61, level: 5, colour: STRENGTH_COLOURS[4] });
  });

  it("classifies characters into the four classes", () => {
    expect(["a", "Z", "5", "!", " ", "é"].map(characterClass)).toEqual([
      "lower",
      "upper",
      "digit",
      "special",
      "special",
      "special",
    ]);
  });

  it("property: equals the spec formula for any password", () => {
    fc.assert(fc.property(passwordArb, (p) => passwordScore(p) === specScore(p)));
  });

  it("property: adding a character of a class not yet present never lowers the score", () => {
    fc.assert(
      fc.property(passwordArb, fc.nat(), fc.constantFrom(...STRENGTH_CLASSES), (password, at, cls) => {
        fc.pre(!classesOf(password).has(cls));
        const char = samples[cls][at % samples[cls].length];
        const position = password.length === 0 ? 0 : at % (password.length + 1);
        const longer = password.slice(0, position) + char + password.slice(position);
        return passwordScore(longer) >= passwordScore(password);
      }),
    );
  });

  it("property: adding any character never lowers the score", () => {
    fc.assert(fc.property(passwordArb, anyChar, (p, c) => passwordScore(p + c) >= passwordScore(p)));
  });

  it("property: caps hold — ≤ 6 chars or one class → ≤ 10, two → ≤ 20, three → ≤ 40", () => {
    fc.assert(
      fc.property(passwordArb, (p) => {
        const score = passwordScore(p);
        const classes = classesOf(p).size;
        if ([...p].length <= 6 || classes <= 1) return score <= 10;
        if (classes === 2) return score <= 20;
        if (classes === 3) return score <= 40;
        return score === 2 * [...p].length + ([...p].length >= 10 ? 1 : 0) + 40;
      }),
    );
  });

  it("property: the level is monotone in the score", () => {
    fc.assert(fc.property(fc.nat(200), fc.nat(200), (a, b) => (a <= b ? strengthLevel(a) <= strengthLevel(b) : true)));
  });
});
