/** Tiny builders for the sanitised-HTML columns of the demo content (static, trusted text). */

export const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

export const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join("")}</ol>`;

export const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join("");

/** Consecutive room or cottage numbers: `numbered("1", 1, 3)` → 101, 102, 103; `numbered("C-", 1, 2)` → C-01, C-02. */
export function numbered(prefix: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(from + i).padStart(2, "0")}`);
}
