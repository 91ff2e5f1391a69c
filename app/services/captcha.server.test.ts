import { describe, expect, it } from "vitest";
import { testDb } from "../../tests/fixtures/accommodation";
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS, checkCaptcha, createCaptcha, readCaptcha, renderCaptchaSvg, verifyAndSpendCaptcha, verifyTurnstile } from "./captcha.server";

const SECRET = "captcha-test-secret-value";
const db = testDb();

describe("captcha", () => {
  it("makes a 7-character code that only the server can read from the token", async () => {
    const { token, code } = await createCaptcha(SECRET);
    expect(code).toHaveLength(CAPTCHA_LENGTH);
    expect(token).not.toContain(code);
    expect((await readCaptcha(SECRET, token))?.code).toBe(code);
    expect(await readCaptcha("another-secret-value", token)).toBeNull();
    expect(await readCaptcha(SECRET, `${token.slice(0, -2)}AA`)).toBeNull();
  });

  it("ignores spaces and case, refuses a wrong answer, an expired token and a replay", async () => {
    const now = Date.now();
    const { token, code } = await createCaptcha(SECRET, now, "ABC2345");
    expect(await checkCaptcha(SECRET, token, "abc 23 45", now)).toBe(true);
    expect(await checkCaptcha(SECRET, token, "ABC2346", now)).toBe(false);
    expect(await verifyAndSpendCaptcha(db, SECRET, token, "wrong", now)).toBe("wrong");
    expect(await verifyAndSpendCaptcha(db, SECRET, token, ` ${code.toLowerCase()} `, now)).toBe("ok");
    expect(await verifyAndSpendCaptcha(db, SECRET, token, code, now)).toBe("used");
    expect(await verifyAndSpendCaptcha(db, SECRET, token, code, now + CAPTCHA_TTL_MS + 1)).toBe("expired");
  });

  it("draws the code as an SVG image", () => {
    const svg = renderCaptchaSvg("ABC2345");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const ch of "ABC2345") expect(svg).toContain(`>${ch}</text>`);
  });

  it("verifies Turnstile through its siteverify endpoint", async () => {
    const calls: string[] = [];
    const ok = await verifyTurnstile("secret", "response-token", "198.51.100.1", async (input) => {
      calls.push(String(input));
      return Response.json({ success: true });
    });
    expect(ok).toBe(true);
    expect(calls[0]).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    expect(await verifyTurnstile("secret", "x", null, async () => Response.json({ success: false }))).toBe(false);
    expect(await verifyTurnstile("secret", "", null, async () => Response.json({ success: true }))).toBe(false);
  });
});
