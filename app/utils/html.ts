import { decodeEntities } from "./text";

/**
 * Allow-list sanitiser for the HTML stored in content columns (directions, descriptions, FAQ answers,
 * profile pages, event descriptions). Workers have no DOM, so this is a small tokeniser: it walks the
 * input once, rebuilds every allowed tag from scratch (the only attributes ever written are a checked
 * `href` and numeric table spans), escapes all text, drops comments and the content of elements that
 * are never shown as text (script, style, …), and closes whatever it opened. The browser therefore parses
 * only markup this function wrote, whatever the input was.
 */

const ALLOWED_TAGS = new Set([
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sub",
  "sup",
  "a",
  "h2",
  "h3",
  "h4",
  "h5",
  "blockquote",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
]);

/** The page owns its <h1>; headings inside content start one level below. */
const RENAMED_TAGS: Record<string, string> = { h1: "h2", h6: "h5" };

const VOID_TAGS = new Set(["br", "hr"]);

/** Elements whose content is not text a visitor should see: removed together with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
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
  "option",
  "head",
]);

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);
// Browsers ignore C0 controls, DEL and spaces around a URL and tabs/newlines inside it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const URL_IGNORED = /[\u0000-\u0020\u007f]/g;
const TAG_NAME = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY_AT = /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/iy;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Escapes text, leaving well-formed character references as they are (they can only ever be text). */
function escapeText(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "<") out += "&lt;";
    else if (c === ">") out += "&gt;";
    else if (c === "&") {
      ENTITY_AT.lastIndex = i;
      out += ENTITY_AT.test(text) ? "&" : "&amp;";
    } else out += c;
  }
  return out;
}

/** A link target we are willing to render, or null: http(s), mailto and tel URLs, or a same-site path. */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).replace(URL_IGNORED, "");
  if (!value) return null;
  if (value.startsWith("//") || value.startsWith("\\")) return null;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(value)?.[1]?.toLowerCase();
  if (scheme) return SAFE_SCHEMES.has(scheme) ? value : null;
  // No scheme: a relative reference. A colon before the first "/", "?" or "#" would make it a scheme.
  const firstDelimiter = value.search(/[/?#]/);
  const colon = value.indexOf(":");
  if (colon !== -1 && (firstDelimiter === -1 || colon < firstDelimiter)) return null;
  return value;
}

/** Index just past the `>` that ends a tag starting at `from`, honouring quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      // Quotes only delimit a value right after "=" (ignoring spaces).
      if (/=\s*$/.test(html.slice(Math.max(from, i - 8), i))) quote = c;
    } else if (c === ">") {
      return i + 1;
    }
  }
  return html.length;
}

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1].toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

function openingTag(tag: string, attributeSource: string): string | null {
  const attributes = attributesOf(attributeSource);
  if (tag === "a") {
    const href = safeHref(attributes.get("href") ?? "");
    if (!href) return null;
    const external = /^https?:/i.test(href);
    return `<a href="${escapeAttribute(href)}"${external ? ' rel="noopener noreferrer nofollow"' : ""}>`;
  }
  if (tag === "td" || tag === "th") {
    let spans = "";
    for (const name of ["colspan", "rowspan"]) {
      const value = attributes.get(name);
      if (value && /^[1-9]\d?$/.test(value.trim())) spans += ` ${name}="${value.trim()}"`;
    }
    return `<${tag}${spans}>`;
  }
  return `<${tag}>`;
}

/** Sanitises an HTML fragment from the database for rendering with `dangerouslySetInnerHTML`. */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return "";
  const html = input.split("\u0000").join("");
  const open: string[] = [];
  let out = "";
  let i = 0;

  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      out += escapeText(html.slice(i));
      break;
    }
    out += escapeText(html.slice(i, lt));

    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      const end = html.indexOf(">", lt);
      i = end === -1 ? html.length : end + 1;
      continue;
    }

    TAG_NAME.lastIndex = lt;
    const match = TAG_NAME.exec(html);
    if (!match) {
      out += "&lt;";
      i = lt + 1;
      continue;
    }
    const closing = match[1] === "/";
    const rawName = match[2].toLowerCase();
    const tag = RENAMED_TAGS[rawName] ?? rawName;
    const end = tagEnd(html, TAG_NAME.lastIndex);
    const attributeSource = html.slice(TAG_NAME.lastIndex, end > TAG_NAME.lastIndex ? end - 1 : end);
    i = end;

    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index !== -1) {
        while (open.length > index) out += `</${open.pop()}>`;
      }
      continue;
    }

    if (DROPPED_WITH_CONTENT.has(rawName)) {
      const close = new RegExp(`</${rawName}[\\s/>]`, "ig");
      close.lastIndex = i;
      const found = close.exec(html);
      i = found ? tagEnd(html, found.index + 2) : html.length;
      continue;
    }

    if (!ALLOWED_TAGS.has(tag)) continue;
    const rendered = openingTag(tag, attributeSource);
    if (!rendered) continue;
    out += rendered;
    if (!VOID_TAGS.has(tag)) open.push(tag);
  }

  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
