import { describe, expect, it } from "vitest";
import { configuredSiteUrl, localSiteUrl } from "../../scripts/site-url";

describe("the address local e-mails link to (npm start --port)", () => {
  it("follows the port npm start serves when the configured address is local", () => {
    expect(localSiteUrl("http://localhost:8787", 8804)).toBe("http://localhost:8804");
    expect(localSiteUrl("http://127.0.0.1:8787/", 3000)).toBe("http://127.0.0.1:3000");
    expect(localSiteUrl("http://localhost", 8080)).toBe("http://localhost:8080");
    expect(localSiteUrl(undefined, 9000)).toBe("http://localhost:9000");
  });

  it("changes nothing on the configured port or for a public address", () => {
    expect(localSiteUrl("http://localhost:8787", 8787)).toBeNull();
    expect(localSiteUrl("https://agrowisata.example.id", 8804)).toBeNull();
    expect(localSiteUrl("https://tunnel.example.test:8443", 8804)).toBeNull();
  });

  it("reads the configured address from .dev.vars first, then wrangler.toml", () => {
    const toml = '[vars]\nAPP_ENV = "development"\nPUBLIC_SITE_URL = "http://localhost:8787"\n';
    expect(configuredSiteUrl("", toml)).toBe("http://localhost:8787");
    expect(configuredSiteUrl("SESSION_SECRET=x\nPUBLIC_SITE_URL=https://tunnel.example.test\n", toml)).toBe(
      "https://tunnel.example.test",
    );
    expect(configuredSiteUrl("", "")).toBeUndefined();
  });
});
