import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

describe("/images/{key}", () => {
  beforeAll(async () => {
    await env.BUCKET.put("seed/hotel/1-1.svg", SVG, { httpMetadata: { contentType: "image/svg+xml" } });
  });

  it("streams the object with its content type, an ETag and a long cache", async () => {
    const response = await SELF.fetch("https://example.com/images/seed/hotel/1-1.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("ETag")).toMatch(/^".+"$/);
    expect(response.headers.get("Cache-Control")).toContain("max-age=31536000");
    expect(await response.text()).toBe(SVG);
  });

  it("answers 304 when If-None-Match matches", async () => {
    const first = await SELF.fetch("https://example.com/images/seed/hotel/1-1.svg");
    const etag = first.headers.get("ETag") ?? "";
    await first.arrayBuffer();
    const second = await SELF.fetch("https://example.com/images/seed/hotel/1-1.svg", {
      headers: { "If-None-Match": etag },
    });
    expect(second.status).toBe(304);
    expect(second.headers.get("ETag")).toBe(etag);
    expect(await second.text()).toBe("");
  });

  it("answers 200 again when the ETag does not match", async () => {
    const response = await SELF.fetch("https://example.com/images/seed/hotel/1-1.svg", {
      headers: { "If-None-Match": '"something-else"' },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
  });

  it.each(["seed/hotel/missing.svg", "..%2Fsecret", "seed/../x.svg", "%00"])("answers 404 for %s", async (key) => {
    const response = await SELF.fetch(`https://example.com/images/${key}`, { redirect: "manual" });
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });
});
