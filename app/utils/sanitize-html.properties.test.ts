import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeHref, sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the formatting content editors use", () => {
    const html =
      "<h3>Dari Malang</h3><p>Ikuti <strong>jalan raya</strong> ke <em>Lawang</em>.</p><ol><li>Satu</li><li>Dua</li></ol>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps safe links and marks external ones", () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" onclick="x()">peta</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow noopener noreferrer">peta</a>',
    );
    expect(sanitizeHtml('<a href="/wisata/1">Wonosari</a>')).toBe('<a href="/wisata/1">Wonosari</a>');
    expect(sanitizeHtml("<a href='tel:0341426123'>telepon</a>")).toBe('<a href="tel:0341426123">telepon</a>');
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>', "x"],
    ['<a href="jav&#x61;script:alert(1)">x</a>', "x"],
    ['<a href=" java\nscript:alert(1)">x</a>', "x"],
    ['<a href="data:text/html,&lt;script&gt;">x</a>', "x"],
    ['<a href="//evil.example/">x</a>', "x"],
    ['<a href="vbscript:msgbox">x</a>', "x"],
  ])("drops the link of %s but keeps its text", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("removes scripts, styles and frames with their content", () => {
    expect(sanitizeHtml("<p>a<script>alert(1)</script>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeHtml("<style>p{}</style><p>x</p>")).toBe("<p>x</p>");
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
    expect(sanitizeHtml("<SCRIPT>alert(1)</SCRIPT >ok")).toBe("ok");
    expect(sanitizeHtml("<script>never closed")).toBe("");
  });

  it("removes event handlers, styles and unknown elements but keeps their text", () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="a">Teks</p>')).toBe("<p>Teks</p>");
    expect(sanitizeHtml('<div><img src=x onerror="alert(1)">Teks</div>')).toBe("Teks");
    expect(sanitizeHtml("<font color=red>merah</font>")).toBe("merah");
  });

  it("drops comments and declarations", () => {
    expect(sanitizeHtml("a<!-- <script>x</script> -->b<!DOCTYPE html>c<?xml x?>d")).toBe("abcd");
  });

  it("escapes stray angle brackets and ampersands but keeps character references", () => {
    expect(sanitizeHtml("1 < 2 > 0 & Teh &amp; Kopi &copy; &#169;")).toBe("1 &lt; 2 &gt; 0 &amp; Teh &amp; Kopi © ©");
  });

  it("balances what it opened and ignores closings it did not open", () => {
    // The stray </p> becomes an empty paragraph, as in a browser; the stray </div> goes.
    expect(sanitizeHtml("<ul><li><strong>a</li></ul></div></p>")).toBe("<ul><li><strong>a</strong></li></ul><p></p>");
    expect(sanitizeHtml("<p>terbuka")).toBe("<p>terbuka</p>");
  });

  it("turns a content <h1> into <h2> and keeps numeric table spans only", () => {
    expect(sanitizeHtml("<h1>Judul</h1>")).toBe("<h2>Judul</h2>");
    expect(sanitizeHtml('<table><tr><td colspan="2" width="9">a</td><td rowspan="x">b</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td><td>b</td></tr></table>',
    );
  });

  it("handles quoted '>' inside attributes", () => {
    expect(sanitizeHtml('<a title="a>b" href="/faq">x</a>')).toBe('<a href="/faq">x</a>');
  });

  it("never lets script-capable markup through, whatever the input", () => {
    const pieces = fc.constantFrom(
      "<",
      ">",
      "/",
      '"',
      "'",
      "=",
      " ",
      "script",
      "a",
      "href",
      "onclick",
      "onerror",
      "javascript:",
      "&#x61;",
      "&colon;",
      "img",
      "svg",
      "style",
      "p",
      "!--",
      "-->",
      "x",
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 40 }), (parts) => {
        const output = sanitizeHtml(parts.join(""));
        expect(output).not.toMatch(/<script|<img|<svg|<style|<iframe/i);
        expect(output).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
        // Only inside a tag: the same characters as escaped text (no "<" before them) are harmless words.
        expect(output).not.toMatch(/<[^>]*\shref="(?!https?:|mailto:|tel:|\/|#|\?)[^":/?#]*:/i);
        // Sanitising is idempotent: the output is already in the form the sanitiser writes.
        expect(sanitizeHtml(output)).toBe(output);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps attribute-like words in plain text as text", () => {
    expect(sanitizeHtml('see href="javascript:x" here')).toBe('see href="javascript:x" here');
    expect(sanitizeHtml('<a href="javascript:x">y</a>')).not.toMatch(/javascript/i);
  });

  it("accepts any string without throwing", () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (s) => typeof sanitizeHtml(s) === "string"));
    expect(sanitizeHtml(null)).toBe("");
  });
});

describe("safeHref", () => {
  it("accepts web, mail and phone links and relative paths", () => {
    expect(safeHref("https://www.openstreetmap.org/?mlat=1")).toBe("https://www.openstreetmap.org/?mlat=1");
    expect(safeHref("mailto:info@agrowisata.example")).toBe("mailto:info@agrowisata.example");
    expect(safeHref("#peta")).toBe("#peta");
    expect(safeHref("/wisata/1")).toBe("/wisata/1");
    // Document-relative paths are ambiguous across pages; staff write site paths.
    expect(safeHref("wisata/1")).toBeNull();
  });

  it("rejects other schemes", () => {
    expect(safeHref("JavaScript:alert(1)")).toBeNull();
    expect(safeHref("file:///etc/passwd")).toBeNull();
    expect(safeHref("")).toBeNull();
  });
});
