import { describe, expect, it } from "vitest";
import { getLanguage, languageCookie } from "./i18n.server";

const page = (search: string, headers: Record<string, string>) => new Request(`https://agrowisata.example/wisata/1${search}`, { headers });

describe("getLanguage", () => {
  it("answers the same browser the same way every time, and a choice in the URL or the cookie still wins", async () => {
    const french = { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" };
    const english = (await languageCookie.serialize("en")).split(";")[0];
    for (let round = 0; round < 2; round++) {
      expect(await getLanguage(page("", french))).toBe("fr");
      expect(await getLanguage(page("", { ...french, Cookie: `theme=dark; ${english}` }))).toBe("en");
      expect(await getLanguage(page("?lng=id", french))).toBe("id");
      expect(await getLanguage(page("", { "Accept-Language": "ms-MY,ms;q=0.9" }))).toBe("id");
      expect(await getLanguage(page("", { "Accept-Language": "en-GB" }))).toBe("en");
      expect(await getLanguage(page("", {}))).toBe("id");
      // A header far longer than any browser's still decides, it is only not remembered.
      expect(await getLanguage(page("", { "Accept-Language": `${"x-pirate;q=0.1,".repeat(500)}fr;q=0.9` }))).toBe("fr");
    }
  });
});
