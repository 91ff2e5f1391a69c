import { describe, expect, it } from "vitest";
import { rootMetaFromMatches } from "./root-data";

describe("rootMetaFromMatches", () => {
  it("reads the page language and the public origin from the root route's data", () => {
    const matches = [
      { id: "root", data: { language: "fr", siteUrl: "https://agrowisata.example" } },
      { id: "routes/kontak", data: { language: "en" } },
    ];
    expect(rootMetaFromMatches(matches)).toEqual({ language: "fr", siteUrl: "https://agrowisata.example" });
  });

  it("falls back to the default language and no origin when the root data is missing or not what it should be", () => {
    expect(rootMetaFromMatches([])).toEqual({ language: "id", siteUrl: "" });
    expect(rootMetaFromMatches([{ id: "root", data: null }])).toEqual({ language: "id", siteUrl: "" });
    expect(rootMetaFromMatches([{ id: "root", data: { language: "de", siteUrl: 7 } }])).toEqual({
      language: "id",
      siteUrl: "",
    });
  });
});
