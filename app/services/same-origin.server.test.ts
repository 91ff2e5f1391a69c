import { describe, expect, it } from "vitest";
import { isCrossSiteRequest, rejectCrossSite } from "./same-origin.server";

const post = (headers: Record<string, string>, url = "http://localhost:8787/kontak") =>
  new Request(url, { method: "POST", headers });

describe("cross-site requests", () => {
  it("accepts posts from our own pages and from clients that send no origin", () => {
    expect(isCrossSiteRequest(post({ Origin: "http://localhost:8787" }))).toBe(false);
    expect(isCrossSiteRequest(post({ Origin: "https://agrowisata.example", Host: "agrowisata.example" }))).toBe(false);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
  });

  it("refuses posts from other sites", () => {
    expect(isCrossSiteRequest(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "null" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "not a url" }))).toBe(true);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(rejectCrossSite(post({ Origin: "https://evil.example" }))?.status).toBe(403);
  });

  it("never blocks reads", () => {
    const get = new Request("http://localhost:8787/faq", { headers: { Origin: "https://evil.example" } });
    expect(rejectCrossSite(get)).toBeNull();
  });
});
