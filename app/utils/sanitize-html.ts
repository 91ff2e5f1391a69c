/**
 * A small allow-list HTML sanitiser that needs no DOM (Workers have none). It tokenises the input,
 * keeps only the allowed tags, rebuilds every kept tag from scratch with at most a checked `href`,
 * escapes all text, and balances the tags it kept. Whatever the input, the output can contain no
 * script, no event handler, no style and no URL other than http(s), mailto and tel.
 *
 * Content of elements whose text is never shown (script, style, iframe, …) is dropped whole; the text
 * of any other disallowed element is kept, escaped. This is the one sanitiser for HTML that staff
 * enter (facilities, directions, descriptions, FAQ answers, profile pages).
 *
 * It runs in time linear in the input: every search moves forward only, and elements nested deeper
 * than MAX_DEPTH are flattened (their text kept), so closing a tag looks at a bounded stack. Input
 * past MAX_SANITIZE_INPUT characters is cut off; forms that take HTML limit their fields below it.
 */
export const MAX_SANITIZE_INPUT = 200_000;
const MAX_DEPTH = 64;

/** Phrasing elements: they may sit inside a paragraph. */
const INLINE_TAGS = new Set(["strong", "em", "b", "i", "u", "s", "small", "sub", "sup", "a"]);
const BLOCK_TAGS = ["p", "br", "hr", "ul", "ol", "li", "h2", "h3", "h4", "h5", "blockquote"];
const TABLE_TAGS = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];
const ALLOWED_TAGS = new Set([...INLINE_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS]);
/** The page owns its <h1>; headings inside content start one level below. */
const RENAMED_TAGS: Record<string, string> = { h1: "h2", h6: "h5" };
const VOID_TAGS = new Set(["br", "hr"]);
/** Elements whose content must go with them. */
const DROP_CONTENT_TAGS = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "plaintext",
  "svg",
  "math",
  "select",
  "head",
]);
const SAFE_SCHEME = /^(?:https?:|mailto:|tel:)/i;
/** A path or fragment on this site ("/faq", "/wisata/2#peta", "#peta"), never a protocol-relative "//host". */
const SITE_PATH = /^(?:\/(?![/\\])|#)/;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  lpar: "(",
  rpar: ")",
  // Typographic references that staff paste from word processors.
  copy: "\u00a9",
  reg: "\u00ae",
  deg: "\u00b0",
  times: "\u00d7",
  middot: "\u00b7",
  hellip: "\u2026",
  ndash: "\u2013",
  mdash: "\u2014",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  laquo: "\u00ab",
  raquo: "\u00bb",
  eacute: "\u00e9",
  egrave: "\u00e8",
  agrave: "\u00e0",
  ccedil: "\u00e7",
};

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return "\ufffd";
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[body.toLowerCase()];
    return named ?? match;
  });
}

function escapeText(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, "&quot;");
}

/** The href to keep, or null: entity-decoded, stripped the way browsers strip URLs, scheme allow-listed. */
export function safeHref(raw: string): string | null {
  // Browsers drop leading/trailing C0 controls and spaces, and tabs/newlines anywhere, before reading the scheme.
  const cleaned = decodeEntities(raw)
    .replace(/[\t\n\r]/g, "")
    // eslint-disable-next-line no-control-regex
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  if (!SAFE_SCHEME.test(cleaned) && !SITE_PATH.test(cleaned)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(cleaned)) return null;
  return cleaned;
}

/** Reads the attributes of a start tag; returns them lower-cased by name, first occurrence wins. */
function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(source)) !== null) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Finds the `>` that ends a tag starting at `from`, skipping quoted attribute values. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === ">") {
      return i;
    }
  }
  return -1;
}

export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return "";
  const html = String(input).slice(0, MAX_SANITIZE_INPUT);
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;

  // The open stack never exceeds MAX_DEPTH, so this scan is bounded.
  const closeTo = (tag: string) => {
    const at = open.lastIndexOf(tag);
    if (at < 0) return;
    while (open.length > at) out.push(`</${open.pop()}>`);
  };

  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      out.push(escapeText(decodeEntities(html.slice(i))));
      break;
    }
    if (lt > i) out.push(escapeText(decodeEntities(html.slice(i, lt))));

    // Comments, doctypes, CDATA and processing instructions are dropped.
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const end = html.indexOf(">", lt + 2);
      i = end < 0 ? html.length : end + 1;
      continue;
    }

    const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)/.exec(html.slice(lt, lt + 64));
    if (!tagMatch) {
      // A lone "<" is text.
      out.push("&lt;");
      i = lt + 1;
      continue;
    }
    const closing = tagMatch[1] === "/";
    const rawName = tagMatch[2].toLowerCase();
    const name = RENAMED_TAGS[rawName] ?? rawName;
    const end = findTagEnd(html, lt + tagMatch[0].length);
    if (end < 0) {
      // An unterminated tag swallows the rest, as a browser would.
      break;
    }
    const attributeSource = html.slice(lt + tagMatch[0].length, end);
    i = end + 1;

    if (!closing && DROP_CONTENT_TAGS.has(name)) {
      // Searched from here on without copying the rest; with no closer everything left goes.
      const closer = new RegExp(`</${name}[\\s/>]`, "gi");
      closer.lastIndex = i;
      const found = closer.exec(html);
      if (!found) {
        i = html.length;
      } else {
        const closeEnd = html.indexOf(">", found.index);
        i = closeEnd < 0 ? html.length : closeEnd + 1;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;

    if (closing) {
      if (!VOID_TAGS.has(name)) closeTo(name);
      continue;
    }
    // Too deep to be anything staff meant: the element goes, its text stays.
    if (open.length >= MAX_DEPTH && !VOID_TAGS.has(name)) continue;
    if (VOID_TAGS.has(name)) {
      if (name === "hr") closeTo("p");
      out.push(`<${name}>`);
      continue;
    }
    if (name === "a") {
      const href = safeHref(parseAttributes(attributeSource).get("href") ?? "");
      // A link to nowhere or to a forbidden scheme keeps its text but loses the link.
      if (href === null) continue;
      // Links to other sites don't pass our referrer or authority on.
      const rel = /^https?:/i.test(href) ? ' rel="nofollow noopener noreferrer"' : "";
      out.push(`<a href="${escapeAttribute(href)}"${rel}>`);
    } else if (name === "td" || name === "th") {
      // Table cells may keep a small numeric span; nothing else.
      const attributes = parseAttributes(attributeSource);
      const spans = ["colspan", "rowspan"]
        .filter((span) => /^[1-9]\d?$/.test(attributes.get(span) ?? ""))
        .map((span) => ` ${span}="${attributes.get(span)}"`)
        .join("");
      out.push(`<${name}${spans}>`);
    } else {
      // Block elements cannot nest inside a paragraph: close it first, as a browser would.
      if (!INLINE_TAGS.has(name)) closeTo("p");
      if (name === "li" && open[open.length - 1] === "li") closeTo("li");
      out.push(`<${name}>`);
    }
    open.push(name);
  }

  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}
