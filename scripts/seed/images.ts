/**
 * Generated illustrations for the demo data.
 *
 * Every seeded photo slot (hotel facades, rooms, destinations, cafes, menus, posters, banners, partner logos,
 * video thumbnails) gets a self-contained SVG: no external references and only system fonts, so the files can be
 * served from R2 as-is. The composition and palette are derived deterministically from `seed`, so two slots never
 * look alike and a re-seed produces the same bytes.
 */

export type SeedImageKind =
  "hotel" | "room" | "cottage" | "landscape" | "gallery" | "cafe" | "menu" | "event" | "banner" | "logo" | "video";

/** Outdoor scenes used by landscapes, gallery photos, banners, posters and video thumbnails. */
export type SeedScene = "tea" | "coffee" | "crater" | "river" | "cacao" | "pass" | "leaves" | "cherries";

/** What a menu photo shows. */
export type SeedDish = "coffee" | "tea" | "fried" | "soup" | "cake";

/** Decoration of an event poster. */
export type SeedMotif = "tea" | "coffee" | "flag" | "fire" | "camera";

export interface SeedImageOptions {
  kind: SeedImageKind;
  /** Any integer; drives palette and composition. */
  seed: number;
  /** Caption drawn on the image (headline for banners, posters and logos). */
  label: string;
  /** Second line: banner sub-headline, poster date and place, logo tagline. */
  subLabel?: string;
  /** Scene of landscape, gallery, banner, event and video images (default: tea). */
  scene?: SeedScene;
  /** Building style of a hotel facade (default: colonial). */
  building?: "colonial" | "city" | "villa";
  /** Bed layout of a room interior (default: double). */
  bed?: "double" | "twin" | "family";
  /** Dish of a menu photo (default: coffee). */
  dish?: SeedDish;
  /** Decoration of an event poster (default: derived from the scene). */
  motif?: SeedMotif;
  /** Ribbon text on a banner, e.g. "PROMO". */
  badge?: string;
}

export interface SeedImageSize {
  w: number;
  h: number;
}

/** The three image slots of the UI (see R2Image): wide banners, 3:2 photos and partner logos. */
export const SEED_IMAGE_SIZES = {
  banner: { w: 1600, h: 600 },
  photo: { w: 1200, h: 800 },
  logo: { w: 400, h: 200 },
} as const satisfies Record<string, SeedImageSize>;

export type SeedImageSlot = keyof typeof SEED_IMAGE_SIZES;

/** Which slot each kind is drawn for, so pages can reserve the box (width/height) before the image loads. */
export const SEED_IMAGE_SLOT: Readonly<Record<SeedImageKind, SeedImageSlot>> = {
  hotel: "photo",
  room: "photo",
  cottage: "photo",
  landscape: "photo",
  gallery: "photo",
  cafe: "photo",
  menu: "photo",
  event: "photo",
  video: "photo",
  banner: "banner",
  logo: "logo",
};

/** Pixel size of an image of the given kind. */
export const seedImageSize = (kind: SeedImageKind): SeedImageSize => SEED_IMAGE_SIZES[SEED_IMAGE_SLOT[kind]];

const FONT = "Noto Sans, DejaVu Sans, Arial, sans-serif";

// ---------------------------------------------------------------------------------------------------------------
// Small utilities

type Rng = () => number;

/** mulberry32: tiny, fast, good enough for picking colours and positions. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const between = (r: Rng, min: number, max: number): number => min + r() * (max - min);
const int = (r: Rng, min: number, max: number): number => Math.floor(between(r, min, max + 1));
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const n = (value: number): number => Math.round(value);
const hsl = (h: number, s: number, l: number): string => `hsl(${n(h)},${n(s)}%,${n(l)}%)`;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Rough advance width of a string in a sans-serif font, in units of the font size. */
const textWidth = (text: string, size: number): number => text.length * size * 0.56;

/** Largest font size in [min, max] at which `text` fits `width`. */
function fitFont(text: string, width: number, max: number, min: number): number {
  return Math.max(min, Math.min(max, Math.floor(width / (text.length * 0.56))));
}

/** Word wrap to at most `maxLines` lines of about `chars` characters, with lines of even length (no orphans). */
function wrap(text: string, chars: number, maxLines: number): string[] {
  const greedy = (limit: number): string[] => {
    const lines: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/)) {
      if (line && (line + " " + word).length > limit && lines.length < maxLines - 1) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
    return lines;
  };
  const first = greedy(chars);
  for (let limit = Math.ceil(text.length / first.length); limit < chars; limit++) {
    const even = greedy(limit);
    if (even.length === first.length && even.every((l) => l.length <= chars)) return even;
  }
  return first;
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  opacity?: number;
}

function text(x: number, y: number, content: string, o: TextOptions): string {
  const anchor = o.anchor && o.anchor !== "start" ? ` text-anchor="${o.anchor}"` : "";
  const weight = o.weight ? ` font-weight="${o.weight}"` : "";
  const opacity = o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : "";
  return `<text x="${n(x)}" y="${n(y)}" font-size="${o.size}" fill="${o.fill}"${weight}${anchor}${opacity}>${escapeXml(content)}</text>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

/** Ellipse (a circle when rx = ry); an empty `fill` inherits the fill of the enclosing group. */
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string => {
  const paint = fill ? ` fill="${fill}"` : "";
  return n(rx) === n(ry)
    ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(rx)}"${paint}${extra}/>`
    : `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${paint}${extra}/>`;
};

const polygon = (points: readonly number[], fill: string, extra = ""): string => {
  const pairs: string[] = [];
  for (let i = 0; i < points.length; i += 2) pairs.push(`${n(points[i])},${n(points[i + 1])}`);
  return `<polygon points="${pairs.join(" ")}" fill="${fill}"${extra}/>`;
};

/** Builder for one SVG document: collects `<defs>` and body parts and hands out unique ids. */
class Canvas {
  private defs: string[] = [];
  private parts: string[] = [];
  private nextId = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly r: Rng,
    private readonly idPrefix = "d",
  ) {}

  id(): string {
    return `${this.idPrefix}${this.nextId++}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  add(...markup: string[]): void {
    this.parts.push(...markup);
  }

  /** Vertical gradient from `top` to `bottom`; returns a `url(#…)` paint. */
  vGradient(top: string, bottom: string): string {
    const id = this.id();
    this.def(
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Horizontal gradient used for text scrims; returns a `url(#…)` paint. */
  hGradient(color: string, from: number, to: number): string {
    const id = this.id();
    this.def(
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}" stop-opacity="${from}"/><stop offset="1" stop-color="${color}" stop-opacity="${to}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Definitions and drawing, for embedding in another canvas. */
  fragment(): string {
    return `<defs>${this.defs.join("")}</defs>${this.parts.join("")}`;
  }

  render(title: string): string {
    const { w, h } = this;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" ` +
      `font-family="${FONT}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>` +
      `${this.fragment()}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Scenery building blocks

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  haze: string;
}

const SKIES: readonly Sky[] = [
  { top: "#8ec5e8", bottom: "#e6f3fa", sun: "#fff6d5", haze: "#cfe4ee" }, // clear morning
  { top: "#f3b58a", bottom: "#fde9c9", sun: "#fff2c4", haze: "#f2d3bd" }, // dawn
  { top: "#6f86b8", bottom: "#f2b88c", sun: "#ffd9a0", haze: "#c9a9b5" }, // dusk
  { top: "#b7c9d3", bottom: "#eef2f1", sun: "#ffffff", haze: "#dfe6e6" }, // highland mist
  { top: "#5fa8d9", bottom: "#c8e6f2", sun: "#fffbe6", haze: "#b8d6e3" }, // midday
];

function drawSky(c: Canvas, horizon: number): Sky {
  const sky = pick(c.r, SKIES);
  c.add(rect(0, 0, c.w, horizon + 40, c.vGradient(sky.top, sky.bottom)));
  const sx = between(c.r, 0.15, 0.85) * c.w;
  const sy = between(c.r, 0.18, 0.55) * horizon;
  c.add(ellipse(sx, sy, c.h * 0.06, c.h * 0.06, sky.sun, ' fill-opacity="0.9"'));
  for (let i = int(c.r, 1, 3); i > 0; i--) {
    const cx = between(c.r, 0, c.w);
    const cy = between(c.r, 0.1, 0.5) * horizon;
    const s = between(c.r, 0.6, 1.3) * c.h * 0.05;
    c.add(
      `<g fill="#fff" fill-opacity="0.75">${ellipse(cx, cy, s * 2.4, s * 0.7, "")}${ellipse(cx - s * 0.8, cy - s * 0.4, s, s * 0.7, "")}${ellipse(cx + s * 0.6, cy - s * 0.6, s * 1.2, s * 0.9, "")}</g>`,
    );
  }
  return sky;
}

/** Smooth ridge line across the canvas; returns the open path (left to right) used for fills and tea rows. */
function ridge(c: Canvas, baseY: number, amplitude: number, segments: number): string {
  const step = c.w / segments;
  const ys = Array.from({ length: segments + 1 }, () => baseY - c.r() * amplitude);
  let d = `M-20 ${n(ys[0])}`;
  for (let i = 0; i < segments; i++) {
    const x0 = i * step;
    const midX = x0 + step / 2;
    const midY = (ys[i] + ys[i + 1]) / 2;
    d += ` Q${n(x0 + step * 0.25)} ${n(ys[i] - amplitude * 0.15)} ${n(midX)} ${n(midY)}`;
    d += ` T${n(x0 + step + (i === segments - 1 ? 20 : 0))} ${n(ys[i + 1])}`;
  }
  return d;
}

/** A volcano silhouette with a flat, slightly notched summit behind everything (Arjuno, Raung, Ijen…). */
function drawVolcano(c: Canvas, horizon: number, haze: string): void {
  const cx = between(c.r, 0.3, 0.7) * c.w;
  const width = between(c.r, 0.45, 0.7) * c.w;
  const peak = horizon - between(c.r, 0.28, 0.42) * c.h;
  const top = width * 0.12;
  c.add(
    `<path d="M${n(cx - width / 2)} ${n(horizon)} Q${n(cx - width * 0.2)} ${n(peak + 40)} ${n(cx - top)} ${n(peak)} L${n(cx - top / 3)} ${n(peak + 8)} L${n(cx + top / 3)} ${n(peak + 8)} L${n(cx + top)} ${n(peak)} Q${n(cx + width * 0.2)} ${n(peak + 40)} ${n(cx + width / 2)} ${n(horizon)} Z" fill="${haze}"/>`,
  );
}

interface Greens {
  hue: number;
  sat: number;
}

/**
 * Layered hills from back to front. With `rows`, each hill carries contour rows like a tea garden: the ridge path
 * is defined once and re-used with a vertical offset, which keeps the file small.
 */
function drawHills(c: Canvas, fromY: number, count: number, greens: Greens, rows: boolean): void {
  for (let i = 0; i < count; i++) {
    const baseY = fromY + (i * (c.h - fromY)) / (count + 0.6);
    const line = ridge(c, baseY, c.h * 0.08, int(c.r, 3, 5));
    const light = 58 - i * 9 + between(c.r, -4, 4);
    const fill = hsl(greens.hue + i * 4, greens.sat, light);
    const area = `${line} L${c.w + 20} ${c.h} L-20 ${c.h} Z`;
    c.add(`<path d="${area}" fill="${fill}"/>`);
    if (!rows) continue;
    const id = c.id();
    const clip = c.id();
    c.def(`<path id="${id}" d="${line}" fill="none"/><clipPath id="${clip}"><path d="${area}"/></clipPath>`);
    const spacing = 10 + i * 8;
    const stroke = hsl(greens.hue + i * 4, greens.sat + 8, light - 12);
    const uses: string[] = [];
    for (let k = 1; k * spacing < c.h - baseY + c.h * 0.1; k++) uses.push(`<use href="#${id}" y="${k * spacing}"/>`);
    c.add(
      `<g clip-path="url(#${clip})" stroke="${stroke}" stroke-width="${4 + i * 3}" stroke-linecap="round" stroke-dasharray="${10 + i * 6} ${3 + i}">${uses.join("")}</g>`,
    );
  }
}

/** A shade tree as planted between tea rows (flat, layered canopy). */
function tree(x: number, ground: number, size: number, leaf: string, trunk = "#5b4636"): string {
  return (
    rect(x - size * 0.05, ground - size * 1.1, size * 0.1, size * 1.1, trunk) +
    ellipse(x, ground - size * 1.15, size * 0.75, size * 0.28, leaf) +
    ellipse(x - size * 0.25, ground - size * 1.35, size * 0.45, size * 0.22, leaf, ' fill-opacity="0.9"')
  );
}

/** A row of round shrubs (coffee or garden bushes) dotted with fruit or flowers, as two grouped layers. */
function bushes(
  c: Canvas,
  xs: readonly number[],
  ground: number,
  size: number,
  leaf: string,
  fruit: string,
  perBush = 4,
): string {
  let leaves = "";
  let fruits = "";
  for (const x of xs) {
    leaves += ellipse(x, ground - size * 0.5, size * 0.7, size * 0.6, "");
    for (let i = 0; i < perBush; i++) {
      fruits += ellipse(
        x + between(c.r, -0.5, 0.5) * size,
        ground - between(c.r, 0.2, 0.9) * size,
        size * 0.07,
        size * 0.07,
        "",
      );
    }
  }
  return `<g fill="${leaf}">${leaves}</g><g fill="${fruit}">${fruits}</g>`;
}

function drawScene(c: Canvas, scene: SeedScene): void {
  const { w, h, r } = c;
  const greens: Greens = { hue: between(r, 88, 128), sat: between(r, 35, 55) };
  const horizon = h * between(r, 0.42, 0.52);
  switch (scene) {
    case "tea": {
      const sky = drawSky(c, horizon);
      drawVolcano(c, horizon + 20, sky.haze);
      drawHills(c, horizon, 3, greens, true);
      for (let i = int(r, 2, 4); i > 0; i--)
        c.add(tree(between(r, 0, w), between(r, 0.55, 0.8) * h, h * 0.12, hsl(greens.hue, 30, 30)));
      break;
    }
    case "coffee": {
      const sky = drawSky(c, horizon);
      drawVolcano(c, horizon + 30, sky.haze);
      drawHills(c, horizon, 2, greens, false);
      for (let i = 0; i < 3; i++)
        c.add(tree(between(r, 0, w), horizon + h * 0.12, h * 0.16, hsl(greens.hue - 10, 25, 32)));
      for (let row = 0; row < 2; row++) {
        const y = h * (0.78 + row * 0.16);
        const size = h * (0.11 + row * 0.06);
        const xs: number[] = [];
        for (let x = between(r, -20, 40); x < w + size; x += size * 1.7) xs.push(x);
        c.add(bushes(c, xs, y, size, hsl(greens.hue + 10, 40, 26 + row * 3), "#c0392b"));
      }
      break;
    }
    case "crater": {
      const sky = drawSky(c, horizon);
      c.add(rect(0, horizon - 10, w, h, hsl(30, 12, between(r, 52, 62))));
      const lakeY = h * between(r, 0.66, 0.74);
      c.add(
        `<path d="M0 ${n(horizon)} L${n(w * 0.3)} ${n(horizon + h * 0.05)} L${n(w * 0.7)} ${n(horizon + h * 0.03)} L${w} ${n(horizon - 20)} L${w} ${h} L0 ${h} Z" fill="${hsl(25, 14, 44)}"/>`,
        ellipse(w * between(r, 0.4, 0.6), lakeY, w * 0.3, h * 0.09, hsl(between(r, 165, 185), 55, 55)),
        ellipse(w * 0.5, lakeY - h * 0.02, w * 0.2, h * 0.025, "#fff", ' fill-opacity="0.25"'),
      );
      for (let i = 0; i < 4; i++) {
        const sx = between(r, 0.2, 0.8) * w;
        c.add(
          ellipse(
            sx,
            lakeY - h * (0.1 + i * 0.04),
            w * 0.05 + i * 12,
            h * 0.03 + i * 6,
            sky.haze,
            ' fill-opacity="0.6"',
          ),
        );
      }
      c.add(
        `<path d="M0 ${n(h * 0.86)} Q${n(w * 0.5)} ${n(h * 0.8)} ${w} ${n(h * 0.9)} L${w} ${h} L0 ${h} Z" fill="${hsl(30, 15, 30)}"/>`,
      );
      break;
    }
    case "river": {
      const sky = drawSky(c, horizon);
      drawVolcano(c, horizon + 20, sky.haze);
      drawHills(c, horizon, 2, greens, false);
      const bend = between(r, 0.3, 0.7) * w;
      c.add(
        `<path d="M${n(bend - 20)} ${n(horizon + h * 0.12)} C${n(bend + 200)} ${n(h * 0.7)} ${n(bend - 300)} ${n(h * 0.8)} ${n(bend - 100)} ${h} L${n(bend + 260)} ${h} C${n(bend)} ${n(h * 0.8)} ${n(bend + 260)} ${n(h * 0.7)} ${n(bend + 20)} ${n(horizon + h * 0.12)} Z" fill="${hsl(190, 35, 55)}"/>`,
      );
      c.add(
        rect(bend - 40, h * 0.78, 90, 26, "#e67e22", ' rx="12"'),
        ellipse(bend - 20, h * 0.77, 8, 8, "#f1c40f"),
        ellipse(bend + 20, h * 0.77, 8, 8, "#f1c40f"),
      );
      for (let i = 0; i < 6; i++)
        c.add(tree(between(r, 0, w), between(r, 0.62, 0.95) * h, h * 0.14, hsl(greens.hue, 35, 24 + i * 2)));
      break;
    }
    case "cacao": {
      drawSky(c, horizon);
      drawHills(c, horizon, 2, greens, false);
      for (let i = 0; i < 5; i++) {
        const x = (i + between(r, 0.1, 0.9)) * (w / 5);
        const ground = h * between(r, 0.82, 0.95);
        c.add(tree(x, ground, h * 0.3, hsl(greens.hue - 15, 35, 27)));
        for (let p = 0; p < 3; p++)
          c.add(
            ellipse(
              x + (p - 1) * 10,
              ground - h * (0.15 + p * 0.07),
              7,
              14,
              pick(r, ["#e0a030", "#b5522b", "#d9822b"]),
            ),
          );
      }
      break;
    }
    case "pass": {
      const sky = drawSky(c, horizon);
      drawVolcano(c, horizon + 10, sky.haze);
      drawHills(c, horizon - h * 0.05, 3, greens, false);
      c.add(
        `<path d="M${n(w * 0.55)} ${n(horizon + h * 0.1)} C${n(w * 0.9)} ${n(h * 0.65)} ${n(w * 0.1)} ${n(h * 0.7)} ${n(w * 0.35)} ${h}" fill="none" stroke="#6d6d6d" stroke-width="34"/>`,
        `<path d="M${n(w * 0.55)} ${n(horizon + h * 0.1)} C${n(w * 0.9)} ${n(h * 0.65)} ${n(w * 0.1)} ${n(h * 0.7)} ${n(w * 0.35)} ${h}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="18 14"/>`,
      );
      for (let i = 0; i < 4; i++)
        c.add(tree(between(r, 0, w), between(r, 0.7, 0.98) * h, h * 0.16, hsl(greens.hue, 30, 28)));
      break;
    }
    case "leaves": {
      c.add(rect(0, 0, w, h, c.vGradient(hsl(greens.hue, 45, 38), hsl(greens.hue + 10, 50, 22))));
      for (let i = 0; i < 14; i++) {
        const x = between(r, 0, w);
        const y = between(r, 0, h);
        const s = between(r, 0.08, 0.2) * h;
        c.add(
          `<g transform="translate(${n(x)} ${n(y)}) rotate(${int(r, 0, 359)})"><path d="M0 ${n(-s)} Q${n(s * 0.55)} 0 0 ${n(s)} Q${n(-s * 0.55)} 0 0 ${n(-s)}Z" fill="${hsl(greens.hue + between(r, -8, 8), 55, between(r, 35, 55))}"/><path d="M0 ${n(-s)} L0 ${n(s)}" stroke="${hsl(greens.hue, 40, 70)}" stroke-width="2"/></g>`,
        );
      }
      break;
    }
    case "cherries": {
      c.add(rect(0, 0, w, h, c.vGradient(hsl(greens.hue, 25, 70), hsl(greens.hue, 30, 45))));
      const y = between(r, 0.4, 0.6) * h;
      c.add(
        `<path d="M-10 ${n(y + 60)} Q${n(w / 2)} ${n(y - 80)} ${w + 10} ${n(y + 30)}" fill="none" stroke="#6b4f3a" stroke-width="14"/>`,
      );
      for (let i = 0; i < 9; i++) {
        const x = (i + 0.5) * (w / 9);
        c.add(
          ellipse(
            x,
            y - 40 - between(r, 0, 60),
            90,
            30,
            hsl(greens.hue + 5, 50, 32),
            ` transform="rotate(${int(r, -40, 40)} ${n(x)} ${n(y - 40)})"`,
          ),
        );
        for (let k = 0; k < 5; k++)
          c.add(
            ellipse(
              x + between(r, -30, 30),
              y - 10 + between(r, -10, 25),
              17,
              17,
              pick(r, ["#b3261e", "#d64531", "#8e1b16", "#e0762d"]),
            ),
          );
      }
      break;
    }
  }
}

/** Caption pill at the bottom-left of photos. */
function caption(c: Canvas, label: string): void {
  const size = fitFont(label, c.w * 0.8, Math.round(c.h * 0.045), 14);
  const width = textWidth(label, size) + size * 1.6;
  const y = c.h - size * 2.6;
  c.add(
    rect(size * 0.8, y, width, size * 1.8, "#0d2b1a", ` rx="${n(size * 0.9)}" fill-opacity="0.72"`),
    text(size * 1.6, y + size * 1.25, label, { size, fill: "#fff", weight: 600 }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Kinds

function drawHotel(c: Canvas, style: "colonial" | "city" | "villa"): void {
  const { w, h, r } = c;
  const ground = h * 0.78;
  const sky = drawSky(c, ground);
  drawVolcano(c, ground - h * 0.1, sky.haze);
  const greens: Greens = { hue: between(r, 90, 125), sat: 38 };
  drawHills(c, ground - h * 0.12, 1, greens, style !== "city");
  c.add(rect(0, ground, w, h - ground, hsl(greens.hue, 45, 42)));
  const wall = pick(r, ["#f7f3e8", "#f3ead2", "#fbf7ef", "#efe6cf", "#e8efe6"]);
  const trim = pick(r, ["#2f5d3a", "#3c4f76", "#6b3f2a", "#2d6a64"]);
  const roof = pick(r, ["#9c4a2f", "#7a3b26", "#5b4a42", "#a65a3a"]);
  if (style === "city") {
    const floors = int(r, 5, 8);
    const bw = w * 0.46;
    const x0 = (w - bw) / 2;
    const floorH = (ground - h * 0.14) / floors;
    c.add(
      rect(x0, ground - floors * floorH, bw, floors * floorH, wall),
      rect(x0 - 10, ground - floors * floorH - 16, bw + 20, 20, trim),
    );
    const cols = int(r, 6, 8);
    for (let f = 0; f < floors - 1; f++) {
      for (let k = 0; k < cols; k++) {
        const lit = r() > 0.6 ? "#ffe7a3" : "#9fc3d6";
        c.add(
          rect(
            x0 + 16 + (k * (bw - 32)) / cols,
            ground - (f + 1.75) * floorH,
            (bw - 32) / cols - 12,
            floorH * 0.55,
            lit,
          ),
        );
      }
    }
    c.add(
      rect(x0 + bw * 0.35, ground - floorH * 0.9, bw * 0.3, floorH * 0.9, "#6fa3bf"),
      rect(x0 + bw * 0.25, ground - floorH * 1.05, bw * 0.5, 14, trim),
    );
  } else {
    const bw = w * (style === "villa" ? 0.5 : 0.62);
    const x0 = (w - bw) / 2;
    const bh = h * (style === "villa" ? 0.22 : 0.26);
    const top = ground - bh;
    const roofH = h * (style === "villa" ? 0.2 : 0.16);
    c.add(
      polygon(
        [x0 - 40, top + 6, x0 + bw + 40, top + 6, x0 + bw - bw * 0.18, top - roofH, x0 + bw * 0.18, top - roofH],
        roof,
      ),
      rect(x0, top, bw, bh, wall),
      rect(x0 - 20, ground - 12, bw + 40, 12, "#d9d2c3"),
    );
    const columns = style === "villa" ? 3 : int(r, 4, 6);
    const gap = bw / (columns + 1);
    for (let k = 0; k <= columns; k++) {
      const cx = x0 + gap * k + gap / 2;
      if (k < columns)
        c.add(rect(x0 + gap * (k + 1) - 7, top + 10, 14, bh - 22, "#fff", ` stroke="${trim}" stroke-width="2"`));
      if (Math.abs(cx - w / 2) < gap * 0.6) {
        c.add(rect(cx - gap * 0.18, top + bh * 0.32, gap * 0.36, bh * 0.68 - 12, trim));
      } else {
        const ww = gap * 0.4;
        c.add(
          rect(cx - ww / 2, top + bh * 0.28, ww, bh * 0.45, "#b9d6e3", ` stroke="${trim}" stroke-width="4"`),
          rect(cx - ww / 2 - ww * 0.35, top + bh * 0.28, ww * 0.33, bh * 0.45, trim),
          rect(cx + ww / 2 + 2, top + bh * 0.28, ww * 0.33, bh * 0.45, trim),
        );
      }
    }
    for (let s = 0; s < 3; s++) c.add(rect(w / 2 - 60 - s * 14, ground + s * 10, 120 + s * 28, 10, "#cfc6b4"));
  }
  c.add(polygon([w / 2 - 50, ground + 30, w / 2 + 50, ground + 30, w / 2 + 160, h, w / 2 - 160, h], "#d8cdb4"));
  for (const x of [w * 0.08, w * 0.9, w * between(r, 0.12, 0.18)])
    c.add(tree(x, ground + 10, h * 0.22, hsl(greens.hue - 5, 40, 28)));
  const shrubs = [0, 1, 2, 3, 4, 5].map((i) => (i < 3 ? between(r, 0.15, 0.38) : between(r, 0.62, 0.85)) * w);
  c.add(
    bushes(
      c,
      shrubs,
      ground + 20,
      h * 0.06,
      hsl(greens.hue + 15, 45, 33),
      pick(r, ["#e84a5f", "#f7b731", "#ffffff"]),
      3,
    ),
  );
}

function drawRoom(c: Canvas, bed: "double" | "twin" | "family"): void {
  const { w, h, r } = c;
  const floorY = h * 0.68;
  const wallHue = between(r, 25, 60);
  c.add(rect(0, 0, w, floorY, hsl(wallHue, between(r, 20, 40), between(r, 82, 90))));
  c.add(rect(0, floorY, w, h - floorY, c.vGradient(hsl(25, 45, 42), hsl(22, 50, 28))));
  for (let x = 0; x < w; x += 120)
    c.add(
      `<path d="M${x} ${n(floorY)} L${n(x - (x - w / 2) * 0.6)} ${h}" stroke="#5a3a22" stroke-opacity="0.35" stroke-width="2"/>`,
    );
  const winX = between(r, 0.06, 0.1) * w;
  const winW = w * 0.22;
  const winY = h * 0.12;
  const winH = h * 0.36;
  c.add(rect(winX - 10, winY - 10, winW + 20, winH + 20, "#6b4a2f"), rect(winX, winY, winW, winH, "#bfe0f0"));
  c.add(
    `<path d="M${n(winX)} ${n(winY + winH * 0.7)} Q${n(winX + winW * 0.3)} ${n(winY + winH * 0.4)} ${n(winX + winW * 0.6)} ${n(winY + winH * 0.6)} T${n(winX + winW)} ${n(winY + winH * 0.5)} L${n(winX + winW)} ${n(winY + winH)} L${n(winX)} ${n(winY + winH)} Z" fill="${hsl(between(r, 95, 120), 40, 45)}"/>`,
  );
  c.add(rect(winX + winW / 2 - 4, winY, 8, winH, "#6b4a2f"));
  const curtain = hsl(between(r, 0, 360), 35, 55);
  c.add(rect(winX - 40, winY - 20, 40, winH + 60, curtain), rect(winX + winW, winY - 20, 40, winH + 60, curtain));
  const frame = w * between(r, 0.55, 0.62);
  c.add(
    rect(frame, h * 0.14, w * 0.16, h * 0.14, "#5b4636"),
    rect(frame + 8, h * 0.14 + 8, w * 0.16 - 16, h * 0.14 - 16, hsl(between(r, 90, 130), 35, 55)),
  );
  const blanket = hsl(between(r, 0, 360), between(r, 25, 55), between(r, 40, 60));
  const beds: [number, number][] =
    bed === "double"
      ? [[w * 0.62, w * 0.44]]
      : bed === "twin"
        ? [
            [w * 0.48, w * 0.25],
            [w * 0.78, w * 0.25],
          ]
        : [
            [w * 0.5, w * 0.34],
            [w * 0.85, w * 0.2],
          ];
  for (const [cx, bedW] of beds) {
    const top = floorY - h * 0.06;
    c.add(
      rect(cx - bedW / 2, h * 0.32, bedW, h * 0.3, "#6b4a2f", ' rx="12"'),
      rect(cx - bedW / 2 - 10, top, bedW + 20, h * 0.2, "#fafafa", ' rx="10"'),
      rect(cx - bedW / 2 - 10, top + h * 0.06, bedW + 20, h * 0.16, blanket, ' rx="8"'),
      rect(cx - bedW / 2 - 10, floorY + h * 0.14, bedW + 20, h * 0.06, "#5b3b24"),
    );
    const pillows = bedW > w * 0.3 ? 2 : 1;
    for (let p = 0; p < pillows; p++) {
      c.add(
        rect(
          cx - bedW / 2 + 10 + (p * bedW) / pillows,
          top - h * 0.035,
          bedW / pillows - 20,
          h * 0.07,
          "#ffffff",
          ' rx="14" stroke="#e3e3e3"',
        ),
      );
    }
  }
  const lampX = w * (bed === "double" ? 0.35 : 0.33);
  c.add(
    rect(lampX - 40, floorY - h * 0.1, 80, h * 0.14, "#7a5636"),
    rect(lampX - 3, floorY - h * 0.2, 6, h * 0.1, "#444"),
    polygon(
      [
        lampX - 30,
        floorY - h * 0.2,
        lampX + 30,
        floorY - h * 0.2,
        lampX + 18,
        floorY - h * 0.28,
        lampX - 18,
        floorY - h * 0.28,
      ],
      "#f6e7b8",
    ),
  );
  c.add(ellipse(w * 0.5, h * 0.93, w * 0.3, h * 0.04, hsl(between(r, 0, 360), 30, 50), ' fill-opacity="0.7"'));
}

function drawCottage(c: Canvas): void {
  const { w, h, r } = c;
  const horizon = h * 0.42;
  const sky = drawSky(c, horizon);
  drawVolcano(c, horizon + 20, sky.haze);
  drawHills(c, horizon, 3, { hue: between(r, 95, 125), sat: 45 }, true);
  const cw = w * between(r, 0.26, 0.32);
  const x0 = between(r, 0.15, 0.55) * w;
  const ground = h * 0.8;
  const bh = h * 0.2;
  const wood = hsl(between(r, 18, 32), between(r, 35, 50), between(r, 32, 45));
  const roof = pick(r, ["#3f2a1f", "#5a2e22", "#2f3b2f", "#6b3a24"]);
  c.add(
    rect(x0 - 20, ground, cw + 40, 14, "#5b4636"),
    rect(x0, ground - bh, cw, bh, wood),
    polygon([x0 - 30, ground - bh + 4, x0 + cw / 2, ground - bh - h * 0.17, x0 + cw + 30, ground - bh + 4], roof),
    polygon([x0 + cw * 0.35, ground - bh, x0 + cw / 2, ground - bh - h * 0.09, x0 + cw * 0.65, ground - bh], "#f2e3c4"),
  );
  for (let y = ground - bh + 14; y < ground; y += 14)
    c.add(`<path d="M${n(x0)} ${n(y)} H${n(x0 + cw)}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>`);
  c.add(rect(x0 + cw * 0.12, ground - bh * 0.7, cw * 0.22, bh * 0.38, "#ffe7a3", ' stroke="#3b2a1e" stroke-width="4"'));
  c.add(rect(x0 + cw * 0.58, ground - bh * 0.82, cw * 0.2, bh * 0.82, "#3b2a1e"));
  for (let k = 0; k < 6; k++) c.add(rect(x0 - 20 + (k * (cw + 30)) / 5, ground - bh * 0.3, 5, bh * 0.3, "#7a5a3c"));
  c.add(rect(x0 - 20, ground - bh * 0.3, cw + 40, 5, "#7a5a3c"));
  c.add(tree(x0 + cw + w * 0.1, ground + 10, h * 0.24, hsl(110, 30, 26)));
}

function drawCafe(c: Canvas, name: string): void {
  const { w, h, r } = c;
  const ground = h * 0.8;
  const sky = drawSky(c, ground);
  drawVolcano(c, ground - h * 0.12, sky.haze);
  drawHills(c, ground - h * 0.16, 1, { hue: between(r, 95, 120), sat: 40 }, r() > 0.4);
  c.add(rect(0, ground, w, h - ground, "#b9a98b"));
  const wood = hsl(between(r, 20, 35), 40, between(r, 30, 42));
  const awning = hsl(pick(r, [0, 140, 25, 200, 45]), 55, 45);
  const roof = pick(r, ["#3b2a1e", "#5a2e22", "#2f3b2f", "#6b4a2f"]);
  const bw = w * between(r, 0.5, 0.66);
  const x0 = between(r, 0.08, 0.92 - bw / w) * w;
  const top = ground - h * between(r, 0.32, 0.4);
  c.add(
    rect(x0, top, bw, ground - top, wood),
    polygon([x0 - 30, top + 8, x0 + bw / 2, top - h * between(r, 0.1, 0.18), x0 + bw + 30, top + 8], roof),
  );
  c.add(rect(x0 + bw * 0.25, top + 14, bw * 0.5, h * 0.07, "#f6efe2", ' rx="8"'));
  c.add(
    text(x0 + bw / 2, top + 14 + h * 0.05, name, {
      size: fitFont(name, bw * 0.46, 30, 14),
      fill: "#3b2a1e",
      weight: 700,
      anchor: "middle",
    }),
  );
  const stripes = 10;
  for (let k = 0; k < stripes; k++) {
    c.add(
      polygon(
        [
          x0 + (k * bw) / stripes,
          top + h * 0.12,
          x0 + ((k + 1) * bw) / stripes,
          top + h * 0.12,
          x0 + ((k + 1) * bw) / stripes + 6,
          top + h * 0.19,
          x0 + (k * bw) / stripes - 6,
          top + h * 0.19,
        ],
        k % 2 ? "#f6efe2" : awning,
      ),
    );
  }
  const windows = int(r, 2, 4);
  const pane = (bw * 0.76) / windows;
  for (let k = 0; k < windows; k++) {
    const wx = x0 + bw * 0.08 + k * (pane + (bw * 0.08) / (windows - 1));
    c.add(rect(wx, top + h * 0.22, pane, h * 0.13, "#ffe0a0", ' stroke="#2b1d14" stroke-width="5"'));
  }
  for (let k = 0; k < 3; k++) {
    const tx = w * (0.12 + k * 0.36) + between(r, -20, 20);
    const umbrella = hsl(pick(r, [0, 140, 25, 200]), 50, 50);
    c.add(
      rect(tx - 3, ground - h * 0.02, 6, h * 0.14, "#555"),
      polygon([tx - 70, ground + h * 0.0, tx, ground - h * 0.07, tx + 70, ground], umbrella),
      ellipse(tx, ground + h * 0.1, 50, 12, "#7a5636"),
    );
  }
}

function drawMenu(c: Canvas, dish: SeedDish): void {
  const { w, h, r } = c;
  const table = pick(r, [
    ["#8b5e3c", "#5e3b22"],
    ["#c9b79c", "#a48d6c"],
    ["#3f5e4a", "#2b4233"],
    ["#e8e1d4", "#cbbfa9"],
  ] as const);
  c.add(rect(0, 0, w, h, c.vGradient(table[0], table[1])));
  for (let y = 40; y < h; y += 90)
    c.add(`<path d="M0 ${y} H${w}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`);
  const s = Math.min(w, h);
  const leafX = w * between(r, 0.1, 0.2);
  c.add(
    ellipse(
      leafX,
      h * 0.2,
      s * 0.09,
      s * 0.025,
      hsl(between(r, 90, 130), 40, 40),
      ` transform="rotate(-30 ${n(leafX)} ${n(h * 0.2)})"`,
    ),
  );
  const cx = w * between(r, 0.45, 0.55);
  const cy = h * 0.46;
  if (dish === "coffee" || dish === "tea") {
    const liquid =
      dish === "coffee" ? pick(r, ["#4a2c1a", "#6b4226", "#c8a27a"]) : pick(r, ["#b5651d", "#c98a2c", "#8f9a3a"]);
    const cup = pick(r, ["#ffffff", "#f1e7d6", "#dfe9e2", "#2f2f2f"]);
    c.add(
      ellipse(cx, cy + 20, s * 0.36, s * 0.36, "#f7f4ee", ' stroke="#d8d2c6" stroke-width="4"'),
      ellipse(cx + s * 0.21, cy + 20, s * 0.08, s * 0.05, cup, ' stroke="#00000022" stroke-width="3"'),
      ellipse(cx, cy + 20, s * 0.22, s * 0.22, cup, ' stroke="#00000022" stroke-width="4"'),
      ellipse(cx, cy + 20, s * 0.18, s * 0.18, liquid),
    );
    if (liquid === "#c8a27a") {
      c.add(
        `<path d="M${n(cx)} ${n(cy - 20)} C${n(cx + 50)} ${n(cy)} ${n(cx + 30)} ${n(cy + 50)} ${n(cx)} ${n(cy + 70)} C${n(cx - 30)} ${n(cy + 50)} ${n(cx - 50)} ${n(cy)} ${n(cx)} ${n(cy - 20)}Z" fill="#f3e3cc"/>`,
      );
    }
    c.add(
      `<path d="M${n(cx - 30)} ${n(cy - s * 0.2)} q20 -30 0 -60 M${n(cx + 10)} ${n(cy - s * 0.2)} q20 -30 0 -60" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="8" stroke-linecap="round"/>`,
    );
  } else {
    const plate = pick(r, ["#ffffff", "#f3ede2", "#e3efe9"]);
    c.add(
      ellipse(cx, cy + 20, s * 0.38, s * 0.38, plate, ' stroke="#00000022" stroke-width="4"'),
      ellipse(cx, cy + 20, s * 0.28, s * 0.28, plate, ' stroke="#00000012" stroke-width="3"'),
    );
    if (dish === "soup") {
      c.add(
        ellipse(cx, cy + 20, s * 0.25, s * 0.25, "#3b2417"),
        ellipse(cx - 50, cy, 40, 28, "#6d3f25"),
        ellipse(cx + 40, cy + 50, 36, 26, "#6d3f25"),
        ellipse(cx + 10, cy - 30, 12, 12, "#7cb342"),
        ellipse(cx - 30, cy + 70, 10, 10, "#7cb342"),
      );
    } else if (dish === "cake") {
      c.add(
        polygon([cx - 130, cy + 80, cx + 130, cy + 80, cx + 80, cy - 50, cx - 80, cy - 50], "#e9c08a"),
        rect(cx - 105, cy + 8, 210, 18, "#6b3f22"),
        ellipse(cx, cy - 54, 80, 16, "#fff3e0"),
      );
    } else {
      for (let k = 0; k < 4; k++) {
        const x = cx - 90 + k * 60;
        c.add(
          ellipse(
            x,
            cy + 10 + (k % 2) * 40,
            34,
            110,
            pick(r, ["#d99a3d", "#c78330", "#e2aa4f"]),
            ` transform="rotate(${-40 + k * 25} ${n(x)} ${n(cy + 10)})"`,
          ),
        );
      }
      c.add(ellipse(cx + s * 0.24, cy + 110, 40, 26, "#8e1b16"));
    }
  }
}

const MOTIF_SCENE: Readonly<Record<SeedMotif, SeedScene>> = {
  tea: "tea",
  coffee: "coffee",
  flag: "pass",
  fire: "crater",
  camera: "river",
};

/** Decoration over the picture half of a poster (the right side). */
function drawMotif(c: Canvas, motif: SeedMotif): void {
  const { w, h, r } = c;
  const cx = w * 0.78;
  if (motif === "flag") {
    for (let k = 0; k < 14; k++) {
      const x = (k + 0.5) * (w / 14);
      c.add(polygon([x - 26, 24, x + 26, 24, x, 70], k % 2 ? "#ffffff" : "#d62828"));
    }
    c.add(`<path d="M0 24 H${w}" stroke="#444" stroke-width="3"/>`);
  } else if (motif === "fire") {
    const y = h * 0.78;
    for (let k = 0; k < 14; k++)
      c.add(
        ellipse(
          between(r, w * 0.55, w),
          between(r, 20, y - 160),
          4,
          4,
          pick(r, ["#ffd166", "#ef476f", "#06d6a0", "#fff"]),
        ),
      );
    c.add(
      polygon([cx - 90, y + 40, cx + 90, y + 40, cx, y - 140], "#f77f00"),
      polygon([cx - 50, y + 40, cx + 50, y + 40, cx, y - 80], "#fcbf49"),
      rect(cx - 110, y + 30, 220, 22, "#6b3f22", ` transform="rotate(8 ${n(cx)} ${n(y + 40)})"`),
    );
  } else if (motif === "camera") {
    const y = h * 0.72;
    c.add(
      rect(cx - 80, y - 50, 160, 100, "#222", ' rx="14"'),
      ellipse(cx, y, 36, 36, "#555", ' stroke="#ddd" stroke-width="6"'),
      rect(cx - 60, y - 66, 40, 18, "#222"),
    );
  } else {
    const y = h - 60;
    for (let k = 0; k < 6; k++) {
      const x = w * 0.58 + k * (w * 0.07);
      c.add(
        motif === "tea"
          ? ellipse(x, y, 20, 40, "#3f7d3a", ` transform="rotate(${k * 25 - 60} ${n(x)} ${n(y)})"`)
          : ellipse(x, y, 18, 18, "#b3261e"),
      );
    }
  }
}

/** Event poster: the scene full-bleed, a dark panel on the left with title, date and place. */
function drawEvent(
  c: Canvas,
  label: string,
  sub: string | undefined,
  scene: SeedScene | undefined,
  motif: SeedMotif,
): void {
  const { w, h, r } = c;
  drawScene(c, scene ?? MOTIF_SCENE[motif]);
  const base = pick(r, ["#123524", "#1f3b2d", "#3a2417", "#14213d", "#2b2d42"]);
  c.add(
    rect(0, 0, w * 0.5, h, base, ' fill-opacity="0.93"'),
    rect(w * 0.5, 0, w * 0.14, h, c.hGradient(base, 0.93, 0)),
  );
  drawMotif(c, motif);
  const left = 64;
  const lines = wrap(label.toUpperCase(), 16, 4);
  const size = Math.min(...lines.map((l) => fitFont(l, w * 0.44, 64, 28)));
  const top = h * 0.3;
  c.add(rect(left, top - size * 1.6, 90, 8, "#f6c453"));
  lines.forEach((line, i) => c.add(text(left, top + i * size * 1.15, line, { size, fill: "#ffffff", weight: 800 })));
  if (sub) {
    const y = top + lines.length * size * 1.15 + 40;
    const subSize = fitFont(sub, w * 0.42, 26, 14);
    c.add(rect(left, y - subSize * 1.35, textWidth(sub, subSize) + 48, subSize * 2, "#f6c453", ` rx="${n(subSize)}"`));
    c.add(text(left + 24, y, sub, { size: subSize, fill: base, weight: 700 }));
  }
  c.add(text(left, h - 48, "AGROWISATA", { size: 20, fill: "#ffffff", weight: 700, opacity: 0.75 }));
}

function drawBanner(c: Canvas, _label: string, _sub: string | undefined, badge: string | undefined): void {
  const { w, h } = c;
  // The headline is HTML over the image (translatable, accessible); the image only darkens the
  // left side for contrast and carries the offer badge.
  c.add(rect(0, 0, w * 0.62, h, c.hGradient("#0b2615", 0.7, 0)));
  if (badge) {
    const bw = textWidth(badge, 30) + 60;
    c.add(
      rect(w - bw - 60, 50, bw, 64, "#f6c453", ' rx="32"'),
      text(w - bw / 2 - 60, 93, badge, { size: 30, fill: "#3a2417", weight: 800, anchor: "middle" }),
    );
  }
}

function drawLogo(c: Canvas, name: string, tagline: string | undefined): void {
  const { w, h, r } = c;
  const hue = between(r, 0, 360);
  const ink = hsl(hue, 55, 28);
  c.add(
    rect(0, 0, w, h, hsl(hue, 30, 96)),
    rect(6, 6, w - 12, h - 12, "none", ` rx="18" stroke="${hsl(hue, 30, 80)}" stroke-width="3"`),
  );
  const cx = 72;
  const cy = h / 2;
  const emblem = int(r, 0, 3);
  c.add(ellipse(cx, cy, 46, 46, ink));
  if (emblem === 0)
    c.add(
      `<path d="M${cx} ${cy - 28} Q${cx + 26} ${cy} ${cx} ${cy + 28} Q${cx - 26} ${cy} ${cx} ${cy - 28}Z" fill="#fff"/>`,
    );
  else if (emblem === 1)
    c.add(polygon([cx - 30, cy + 20, cx - 6, cy - 24, cx + 6, cy - 6, cx + 14, cy - 18, cx + 32, cy + 20], "#fff"));
  else if (emblem === 2)
    c.add(
      rect(cx - 22, cy - 14, 34, 32, "#fff", ' rx="6"'),
      ellipse(cx + 18, cy, 8, 10, "none", ' stroke="#fff" stroke-width="5"'),
    );
  else c.add(ellipse(cx, cy, 24, 24, "none", ' stroke="#fff" stroke-width="6"'), rect(cx - 4, cy - 32, 8, 64, "#fff"));
  const lines = wrap(name, 16, 2);
  const size = Math.min(...lines.map((l) => fitFont(l, w - 150, 30, 14)));
  const top = cy - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35 - (tagline ? 10 : 0);
  lines.forEach((line, i) => c.add(text(134, top + i * size * 1.1, line, { size, fill: ink, weight: 800 })));
  if (tagline)
    c.add(
      text(134, top + lines.length * size * 1.1 + 4, tagline, {
        size: fitFont(tagline, w - 150, 16, 10),
        fill: hsl(hue, 20, 40),
      }),
    );
}

function drawVideo(c: Canvas): void {
  const { w, h } = c;
  c.add(
    rect(0, 0, w, h, "#000", ' fill-opacity="0.18"'),
    ellipse(w / 2, h / 2, 70, 70, "#d62828", ' fill-opacity="0.92"'),
    polygon([w / 2 - 22, h / 2 - 34, w / 2 - 22, h / 2 + 34, w / 2 + 36, h / 2], "#fff"),
  );
}

/** Renders one seed illustration as a complete SVG document. */
export function renderSeedImage(opts: SeedImageOptions): string {
  const size = seedImageSize(opts.kind);
  const r = createRng(hashString(opts.kind) ^ Math.imul(opts.seed + 1, 2654435761));
  const c = new Canvas(size.w, size.h, r);
  const scene = opts.scene ?? "tea";
  switch (opts.kind) {
    case "hotel":
      drawHotel(c, opts.building ?? "colonial");
      caption(c, opts.label);
      break;
    case "room":
      drawRoom(c, opts.bed ?? "double");
      caption(c, opts.label);
      break;
    case "cottage":
      drawCottage(c);
      caption(c, opts.label);
      break;
    case "landscape":
    case "gallery":
      drawScene(c, scene);
      caption(c, opts.label);
      break;
    case "cafe":
      drawCafe(c, opts.label.split(" · ")[0]);
      caption(c, opts.label);
      break;
    case "menu":
      drawMenu(c, opts.dish ?? "coffee");
      caption(c, opts.label);
      break;
    case "event":
      drawEvent(c, opts.label, opts.subLabel, opts.scene, opts.motif ?? (scene === "coffee" ? "coffee" : "tea"));
      break;
    case "banner":
      drawScene(c, scene);
      drawBanner(c, opts.label, opts.subLabel, opts.badge);
      break;
    case "logo":
      drawLogo(c, opts.label, opts.subLabel);
      break;
    case "video":
      drawScene(c, scene);
      drawVideo(c);
      caption(c, opts.label);
      break;
  }
  return c.render(opts.subLabel ? `${opts.label} — ${opts.subLabel}` : opts.label);
}
