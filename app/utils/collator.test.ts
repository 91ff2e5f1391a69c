import { describe, expect, it } from "vitest";
import { countryNames, nameCollator } from "./collator";

describe("Intl objects made once per locale", () => {
  it("sorts names as a reader of the language expects, accents and case aside, with one collator per locale", () => {
    const french = nameCollator("fr-FR");
    expect(nameCollator("fr-FR")).toBe(french);
    expect(["Zèbre", "éclair", "Abricot", "ébène"].sort(french.compare)).toEqual(["Abricot", "ébène", "éclair", "Zèbre"]);
    expect(french.compare("Élan", "elan")).toBe(0);
    expect(nameCollator("id-ID")).not.toBe(french);
  });

  it("names countries in each language, and nothing for a code it does not know", () => {
    expect(countryNames("fr").of("MY")).toBe("Malaisie");
    expect(countryNames("id").of("MY")).toBe("Malaysia");
    expect(countryNames("fr")).toBe(countryNames("fr"));
    expect(countryNames("en").of("XZ")).toBeUndefined();
  });
});
