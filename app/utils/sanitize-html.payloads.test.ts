import { describe, expect, it } from "vitest";
import { badHref, contentProblems } from "../../tests/fixtures/html-oracle";
import { CSS_PAYLOADS, XSS_MARKER, XSS_PAYLOADS } from "../../tests/fixtures/xss-payloads";
import { sanitizeHtml } from "./sanitize-html";

/** Where a payload may sit in what staff write: alone, inside a paragraph, inside a list, after a link. */
const PLACES = [
  (payload: string) => payload,
  (payload: string) => `<p>Sebelum ${payload} sesudah</p>akhir`,
  (payload: string) => `<ul><li>Satu ${payload}</li><li>Dua</li></ul>`,
  (payload: string) => `<p><a href="/faq">FAQ</a> ${payload}</p>`,
];

describe("sanitizeHtml against hostile HTML, judged by the runtime's own HTML parser", () => {
  it("checks the oracle itself: it sees what each payload would do when unsanitised", async () => {
    for (const payload of [...XSS_PAYLOADS, ...CSS_PAYLOADS]) {
      // Followed by more text, as in a page: an unterminated tag then takes what follows as its attributes.
      expect(await contentProblems(`${payload}\n<p>teks</p>`), payload).not.toEqual([]);
    }
    expect(badHref("java\tscript:alert(1)")).toBe("scheme javascript:");
    expect(badHref("//evil.example/x")).toBe("to evil.example without its scheme");
    expect(badHref("/faq")).toBeNull();
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))("leaves nothing active of %j", async (payload) => {
    for (const place of PLACES) {
      const output = sanitizeHtml(place(payload));
      expect(await contentProblems(output), output).toEqual([]);
      // What is left is already in the sanitiser's own form.
      expect(sanitizeHtml(output)).toBe(output);
    }
  });

  it.each(CSS_PAYLOADS.map((payload) => [payload]))("leaves no style, class or id of %j", async (payload) => {
    for (const place of PLACES) {
      const output = sanitizeHtml(place(payload));
      expect(await contentProblems(output), output).toEqual([]);
      expect(output).not.toMatch(/style|class=|id=/i);
    }
  });

  it("keeps the text staff wrote around a hostile piece, and the visible words of a dropped link", async () => {
    const output = sanitizeHtml(`<p>Jalan kaki 10 menit. <a href="java\tscript:alert('${XSS_MARKER}')">Peta</a></p>`);
    expect(output).toBe("<p>Jalan kaki 10 menit. Peta</p>");
    expect(sanitizeHtml(`<p>Harga <img src=x onerror=alert(1)>Rp 15.000</p>`)).toBe("<p>Harga Rp 15.000</p>");
  });

  it("keeps a page's layout: a hostile piece cannot leave an element open for the rest of the page", async () => {
    for (const payload of XSS_PAYLOADS) {
      const output = sanitizeHtml(payload);
      const opened = output.match(/<(?!\/)(?!(?:br|hr) )[a-z0-9]+/g) ?? [];
      const closed = output.match(/<\/[a-z0-9]+>/g) ?? [];
      expect(closed.length, output).toBe(opened.length);
    }
  });
});
