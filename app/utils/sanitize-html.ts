import sanitize, { type IOptions } from "sanitize-html";
import { CONTACT_SCHEMES, safeHref as safeUrl } from "~/utils/safe-href";

/**
 * The one sanitiser for HTML that staff enter (facilities, directions, descriptions, FAQ answers, profile
 * pages): the maintained `sanitize-html` library (htmlparser2, no DOM, so it runs in the Worker) with this
 * site's allow-list. Every kept tag is rebuilt from scratch with at most a checked `href` (or a small numeric
 * table span), all text is escaped, and every kept tag is closed. Whatever the input, the output holds no
 * script, no event handler, no style and no URL other than http(s), mailto, tel, a path of this site or a
 * fragment. Why a library and what it was checked against: docs/decisions/034-html-sanitiser.md.
 *
 * Content of elements whose text is never shown (script, style, iframe, …) is dropped whole; the text of any
 * other disallowed element is kept, escaped. Elements nested deeper than MAX_DEPTH are flattened (their text
 * kept), so sanitised HTML is cheap to sanitise again when a page is rendered. Input past MAX_SANITIZE_INPUT
 * characters is cut off; forms that take HTML limit their fields below it.
 */
export const MAX_SANITIZE_INPUT = 200_000;
const MAX_DEPTH = 64;

/** Phrasing elements: they may sit inside a paragraph. */
const INLINE_TAGS = ["strong", "em", "b", "i", "u", "s", "small", "sub", "sup", "a"];
const BLOCK_TAGS = ["p", "br", "hr", "ul", "ol", "li", "h2", "h3", "h4", "h5", "blockquote"];
const TABLE_TAGS = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];
/** Elements whose content must go with them. */
const DROP_CONTENT_TAGS = [
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
  "option",
  "head",
];
const EXTERNAL_REL = "nofollow noopener noreferrer";
/** A fragment of the same page ("#peta"), without control characters. */
// eslint-disable-next-line no-control-regex
const FRAGMENT = /^#[^\u0000-\u001f\u007f]*$/;

/**
 * The href to keep, or null: an http(s), mailto or tel URL or a path of this site as the site's one URL gate
 * (`safeHref` of utils/safe-href) reads it, or a fragment. `raw` is an attribute value whose character
 * references the parser has already decoded.
 */
export function safeHref(raw: string): string | null {
  const fragment = raw.replace(/[\t\n\r]/g, "").trim();
  if (FRAGMENT.test(fragment)) return fragment;
  return safeUrl(raw, { schemes: CONTACT_SCHEMES, relative: true }) ?? null;
}

/** Table cells may keep a small numeric span; nothing else. */
function tableCell(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const spans: sanitize.Attributes = {};
  for (const span of ["colspan", "rowspan"]) {
    if (/^[1-9]\d?$/.test(attribs[span] ?? "")) spans[span] = attribs[span];
  }
  return { tagName, attribs: spans };
}

const OPTIONS: IOptions = {
  allowedTags: [...INLINE_TAGS, ...BLOCK_TAGS, ...TABLE_TAGS],
  allowedAttributes: { a: ["href", "rel"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  // The library's own scheme check runs after ours: both must accept a link.
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  parseStyleAttributes: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROP_CONTENT_TAGS,
  nestingLimit: MAX_DEPTH,
  selfClosing: ["br", "hr"],
  transformTags: {
    // The page owns its <h1>; headings inside content start one level below.
    h1: "h2",
    h6: "h5",
    a: (tagName, attribs): sanitize.Tag => {
      const href = safeHref(attribs.href ?? "");
      if (href === null) return { tagName, attribs: {} };
      // Links to other sites don't pass our referrer or authority on.
      return { tagName, attribs: /^https?:/i.test(href) ? { href, rel: EXTERNAL_REL } : { href } };
    },
    td: tableCell,
    th: tableCell,
  },
  // A link to nowhere or to a forbidden scheme keeps its text but loses the link.
  exclusiveFilter: (frame) => (frame.tag === "a" && !frame.attribs.href ? "excludeTag" : false),
};

export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return "";
  return sanitize(String(input).slice(0, MAX_SANITIZE_INPUT), OPTIONS);
}
