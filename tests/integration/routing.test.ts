import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("routing", () => {
  it("redirects unknown URLs to the home page", async () => {
    const response = await SELF.fetch("https://example.com/tidak-ada", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
  });

  it("answers a missing build asset with 404 instead of redirecting", async () => {
    const response = await SELF.fetch("https://example.com/build/missing-123.js", { redirect: "manual" });
    expect(response.status).toBe(404);
  });
});
