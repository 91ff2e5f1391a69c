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

describe("broken cookies", () => {
  // A visitor's garbled or tampered cookie is ignored, never a 500.
  it.each(["session=x", "session=%E0%A4%A", "session=abc.def.ghi", "toast=x", "oauth_redirect=x", "lng=%%%"])(
    "ignores %s",
    async (cookie) => {
      for (const path of ["/", "/hotel", "/login", "/settings"]) {
        const response = await SELF.fetch(`https://example.com${path}`, {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        expect(response.status, `${path} with ${cookie}`).toBeLessThan(500);
        await response.arrayBuffer();
      }
    },
  );
});
