import { describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { fixedT } from "~/i18n/translate";

/** Every string of a catalogue, by its dotted key. */
function strings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

describe("counts follow each language's plural rules", () => {
  it("every English and French string showing {{count}} has its one and other forms", () => {
    for (const language of ["en", "fr", "id"] as const) {
      const singular = strings(resources[language])
        .filter(([key, text]) => text.includes("{{count}}") && !/_(one|other)$/.test(key))
        .map(([key]) => key);
      expect(singular, language).toEqual([]);
    }
  });

  it("says 1 star, 1 night, viewed once, 1 minute in English and French, and the plural otherwise", async () => {
    const en = fixedT("en");
    const fr = fixedT("fr");
    expect(en("kepuasan.ratingStar", { count: 1 })).toBe("1 star");
    expect(en("kepuasan.ratingStar", { count: 4 })).toBe("4 stars");
    expect(fr("kepuasan.ratingStar", { count: 1 })).toBe("1 étoile");
    expect(fr("kepuasan.ratingStar", { count: 5 })).toBe("5 étoiles");
    expect(en("search.results.popularityValue", { count: 1, views: "1" })).toBe("Viewed once");
    expect(en("search.results.popularityValue", { count: 1200, views: "1,200" })).toBe("Viewed 1,200 times");
    expect(en("payInfo.remainingMinutes", { count: 1 })).toBe("1 minute");
    expect(fr("payInfo.nightsCount", { count: 1 })).toBe("1 nuit");
    expect(fr("payInfo.nightsCount", { count: 2 })).toBe("2 nuits");
    expect(en("content.promo.capacity", { count: 1 })).toBe("Up to 1 guest");
    expect(en("booking.confirm.message", { count: 1, rooms: 1, nama: "Deluxe", total: "Rp 1" })).toContain(
      "for 1 night,",
    );
    expect(en("account.login.throttled", { count: 1 })).toContain("in 1 minute.");
  });

  it("keeps one form in Indonesian", async () => {
    const id = fixedT("id");
    expect(id("kepuasan.ratingStar", { count: 1 })).toBe("1 bintang");
    expect(id("kepuasan.ratingStar", { count: 3 })).toBe("3 bintang");
  });
});
