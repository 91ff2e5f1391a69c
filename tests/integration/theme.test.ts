import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { themeVariables } from "~/models/theme.server";

describe("theme", () => {
  it("applies the newest theme row per position and property as CSS custom properties", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO theme_setting (posisi, properti, value) VALUES ('Header', 'background-color', '#000000'), ('Header', 'background-color', '#1f4d2b'), ('Footer', 'color', 'rgb(220, 233, 222)')",
      ),
    ]);
    const html = await (await SELF.fetch("https://example.com/")).text();
    const body = /<body style="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(body).toContain("--theme-header-background-color:#1f4d2b");
    expect(body).toContain("--theme-footer-color:rgb(220, 233, 222)");
    expect(body).not.toContain("#000000");
  });

  it("drops values that could escape the declaration", () => {
    const vars = themeVariables([
      { posisi: "Header", properti: "background-color", value: "red; } body { display:none" },
      { posisi: "Header", properti: "background-image", value: "url(https://evil.example/x.png)" },
      { posisi: "Content", properti: "color", value: "#333" },
    ]);
    expect(vars).toEqual({ "--theme-content-color": "#333" });
  });
});
