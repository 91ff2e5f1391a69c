import { describe, expect, it } from "vitest";
import { loginUrl, postLoginRedirect, safeRedirect } from "./redirects";

describe("redirect targets", () => {
  it.each([
    ["/sessions", "/sessions"],
    ["/wisata/3?tab=galeri", "/wisata/3?tab=galeri"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\tevil", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
    [null, "/"],
  ])("safeRedirect(%j) → %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it("goes back to the previous page, else home or the admin dashboard", () => {
    expect(postLoginRedirect("/sessions", "/")).toBe("/sessions");
    expect(postLoginRedirect("/sessions", "/admin")).toBe("/sessions");
    expect(postLoginRedirect(undefined, "/")).toBe("/");
    expect(postLoginRedirect(undefined, "/admin")).toBe("/admin");
    expect(postLoginRedirect("/", "/admin")).toBe("/admin");
    for (const page of ["/login", "/register", "/activate?key=x", "/reset/request", "/reset/finish?key=y", "/logout"]) {
      expect(postLoginRedirect(page, "/")).toBe("/");
      expect(postLoginRedirect(page, "/admin")).toBe("/admin");
    }
    expect(postLoginRedirect("/registered-guests", "/")).toBe("/registered-guests");
  });

  it("builds the sign-in URL with the page to return to", () => {
    expect(loginUrl("/settings")).toBe("/login?redirectTo=%2Fsettings");
    expect(loginUrl("/")).toBe("/login");
    expect(loginUrl("//evil")).toBe("/login");
  });
});
