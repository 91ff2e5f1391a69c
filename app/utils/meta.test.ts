import { describe, expect, it } from "vitest";
import { absoluteUrl, jsonLdString, languageUrl, seoMeta } from "./meta";

const matches = (language: string) => [{ id: "root", data: { language, siteUrl: "https://agrowisata.example" } }];

describe("seoMeta", () => {
  it("gives a canonical URL in the page's language and alternates for every language", () => {
    const tags = seoMeta(matches("en"), {
      title: "Kebun Teh Wonosari",
      description: "Tea estate",
      path: "/wisata/1",
      image: "seed/destination/wonosari-1.svg",
    });
    expect(tags).toContainEqual({ title: "Kebun Teh Wonosari | Agrowisata" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://agrowisata.example/wisata/1?lng=en" });
    for (const lng of ["id", "en", "fr"]) {
      expect(tags).toContainEqual({
        tagName: "link",
        rel: "alternate",
        hrefLang: lng,
        href: `https://agrowisata.example/wisata/1?lng=${lng}`,
      });
    }
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://agrowisata.example/wisata/1",
    });
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://agrowisata.example/images/seed/destination/wonosari-1.svg",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_GB" });
  });

  it("keeps selecting query parameters in the canonical URL", () => {
    const tags = seoMeta(matches("id"), { title: "FAQ", description: "x", path: "/faq?kategori=2" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://agrowisata.example/faq?kategori=2&lng=id" });
  });

  it("shortens long descriptions", () => {
    const tags = seoMeta(matches("id"), { title: "x", description: "kata ".repeat(100), path: "/" });
    const description = tags.find((t) => "name" in t && t.name === "description") as { content: string };
    expect(description.content.length).toBeLessThanOrEqual(161);
  });
});

describe("URLs", () => {
  it("builds absolute and per-language URLs", () => {
    expect(absoluteUrl("https://a.example/", "/x")).toBe("https://a.example/x");
    expect(absoluteUrl("https://a.example", "https://b.example/y")).toBe("https://b.example/y");
    expect(languageUrl("https://a.example", "/galery?page=2", "fr")).toBe("https://a.example/galery?page=2&lng=fr");
  });
});

describe("jsonLdString", () => {
  it("cannot close the script element it is written into", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script>", x: "a & b\u2028" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>", x: "a & b\u2028" });
  });
});
