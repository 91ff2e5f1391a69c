/**
 * Theme colours (spec §9 "colour picker format rgb"): stored as `rgb(r, g, b)`; the browser's colour
 * picker speaks `#rrggbb`, so both are read and converted.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;
const HEX6 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

/** Reads `rgb(r, g, b)` (0–255 each), `#rrggbb` or `#rgb`; anything else is null. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim();
  const rgb = RGB.exec(text);
  if (rgb) {
    const [r, g, b] = rgb.slice(1).map(Number);
    return [r, g, b].every((n) => n <= 255) ? { r, g, b } : null;
  }
  const hex = HEX6.exec(text) ?? HEX3.exec(text);
  if (!hex) return null;
  const [r, g, b] = hex.slice(1).map((part) => parseInt(part.length === 1 ? part + part : part, 16));
  return { r, g, b };
}

export function toRgbString({ r, g, b }: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((n) => n.toString(16).padStart(2, "0")).join("")}`;
}

/** `#rrggbb` for a colour input, or black when the stored value is not a colour this page understands. */
export function hexOf(value: string): string {
  const parsed = parseColour(value);
  return parsed ? toHex(parsed) : "#000000";
}
