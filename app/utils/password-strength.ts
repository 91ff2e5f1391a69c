/**
 * The password strength meter of spec §5, as a pure function.
 *
 * score = 2 × length (+1 when the length is at least 10) + 10 × the number of character classes
 * present (lower-case letter, upper-case letter, digit, anything else), then capped:
 * at 10 for 6 characters or fewer or a single class, at 20 for two classes, at 40 for three.
 * Four colour levels' thresholds are 10, 20, 30 and 40; a score above 40 is the fifth level.
 */

export const STRENGTH_CLASSES = ["lower", "upper", "digit", "special"] as const;
export type StrengthClass = (typeof STRENGTH_CLASSES)[number];

/** Upper bounds (inclusive) of levels 1–4; anything higher is level 5. */
export const STRENGTH_THRESHOLDS = [10, 20, 30, 40] as const;
export type StrengthLevel = 1 | 2 | 3 | 4 | 5;

/** Colours of the five levels, weakest first (red → green). */
export const STRENGTH_COLOURS = ["#d62d20", "#f08c00", "#e6c200", "#8cc63f", "#2f9e44"] as const;

export function characterClass(char: string): StrengthClass {
  if (char >= "a" && char <= "z") return "lower";
  if (char >= "A" && char <= "Z") return "upper";
  if (char >= "0" && char <= "9") return "digit";
  return "special";
}

export function classesOf(password: string): Set<StrengthClass> {
  const classes = new Set<StrengthClass>();
  for (const char of password) classes.add(characterClass(char));
  return classes;
}

export function passwordScore(password: string): number {
  // Counted in code points, so an emoji is one character as a reader sees it.
  const length = [...password].length;
  const classes = classesOf(password).size;
  let score = 2 * length + (length >= 10 ? 1 : 0) + 10 * classes;
  if (length <= 6 || classes === 1) score = Math.min(score, 10);
  else if (classes === 2) score = Math.min(score, 20);
  else if (classes === 3) score = Math.min(score, 40);
  return score;
}

export function strengthLevel(score: number): StrengthLevel {
  const index = STRENGTH_THRESHOLDS.findIndex((limit) => score <= limit);
  return (index === -1 ? 5 : index + 1) as StrengthLevel;
}

export function passwordStrength(password: string): { score: number; level: StrengthLevel; colour: string } {
  const score = passwordScore(password);
  const level = strengthLevel(score);
  return { score, level, colour: STRENGTH_COLOURS[level - 1] };
}
