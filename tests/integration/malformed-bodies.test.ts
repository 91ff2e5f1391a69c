import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactMessage, users } from "~/db/schema";
import { MAX_URLENCODED_BYTES } from "~/services/form-body.server";
import { decodeHtml, ORIGIN, TestBrowser } from "./support/browser";
import { db } from "./support/db";
import { actionPaths } from "./support/routes";

/** Values for the dynamic segments of action URLs: plausible, so the action itself would run. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: "1",
  tamu: "2",
  kamar: "1",
  cekin: "2027-03-10",
  cekout: "2027-03-12",
  idhotel: "1",
  idtipe: "1",
  durasi: "2",
  kode: "AGW000000-TEST22",
  token: "AAAAAAAAAAAAAAAAAAAAAAAA",
};
const paths = actionPaths((name) => SAMPLE_PARAMS[name] ?? "1");

const SAME_ORIGIN = { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };

function post(path: string, body: BodyInit | null, contentType: string | null, language: "id" | "en" | "fr" = "en") {
  const headers: Record<string, string> = { ...SAME_ORIGIN };
  if (contentType !== null) headers["Content-Type"] = contentType;
  return new TestBrowser({ language }).fetch(path, { method: "POST", body, headers });
}

const MESSAGES = {
  badBody: "The request could not be read: the form data is damaged or incomplete. Reload the page and send the form again.",
  unsupportedBody: "This kind of request body is not supported. Send the form from this site's page.",
};

describe("malformed request bodies (never a 500)", () => {
  it("finds the actions that read forms, including the booking wizard", () => {
    for (const path of ["/kontak", "/login", "/register", "/settings", "/hotel"]) expect(paths).toContain(path);
    expect(paths.some((path) => path.startsWith("/reservasi/"))).toBe(true);
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it.each([
    ["JSON", "application/json", "{}", 415, "unsupportedBody"],
    ["XML", "application/xml", "<a/>", 415, "unsupportedBody"],
    ["no content type", null, "login=x", 415, "unsupportedBody"],
    ["a UTF-16 form", "application/x-www-form-urlencoded; charset=utf-16", "login=x", 415, "unsupportedBody"],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n", 400, "badBody"],
    ["multipart with a broken body", "multipart/form-data; boundary=abc", "not multipart at all", 400, "badBody"],
  ] as const)("answers %s on every action with %d and a clear message", async (_label, type, body, status, message) => {
    for (const path of paths.filter((p) => p !== "/api/payment/notification")) {
      const response = await post(path, body, type);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(await response.text(), path).toBe(MESSAGES[message]);
    }
  });

  it("answers in the page's language (the curl case of the issue)", async () => {
    const id = await post("/kontak", "{}", "application/json", "id");
    expect(id.status).toBe(415);
    expect(id.headers.get("Content-Language")).toBe("id");
    expect(await id.text()).toBe("Jenis isi permintaan tidak didukung. Kirim formulir dari halaman situs ini.");
    const fr = await post("/register", "{}", "application/json", "fr");
    expect(fr.status).toBe(415);
    expect(await fr.text()).toContain("n'est pas accepté");
  });

  it("refuses a form larger than a form may be with 413", async () => {
    const big = `pesan=${"a".repeat(MAX_URLENCODED_BYTES + 10)}`;
    const response = await post("/kontak", big, "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
    expect(decodeHtml(await response.text())).toBe("The request body is too large.");
  });

  it("still accepts real forms: UTF-8 urlencoded with a charset, and multipart", async () => {
    const urlencoded = await post("/login", "login=nobody&password=x", "application/x-www-form-urlencoded; charset=UTF-8");
    expect(urlencoded.status).toBe(400);
    expect(decodeHtml(await urlencoded.text())).toContain("Failed to sign in!");
    const multipart = new FormData();
    multipart.set("login", "nobody");
    multipart.set("password", "x");
    const response = await new TestBrowser({ language: "en" }).fetch("/login", { method: "POST", body: multipart, headers: SAME_ORIGIN });
    expect(response.status).toBe(400);
    expect(decodeHtml(await response.text())).toContain("Failed to sign in!");
  });

  it("writes nothing for a refused body", async () => {
    const messages = await db.$count(contactMessage);
    const accounts = await db.$count(users);
    await post("/kontak", JSON.stringify({ nama: "A", email: "a@example.com", pesan: "halo" }), "application/json");
    await post("/register", "login=budi&email=budi%40example.com", "application/x-www-form-urlencoded; charset=utf-16");
    expect(await db.$count(contactMessage)).toBe(messages);
    expect(await db.$count(users)).toBe(accounts);
  });

  it("never answers 5xx to random content types and bodies on any action (fast-check)", async () => {
    const fieldNames = ["login", "password", "email", "nama", "pesan", "intent", "step", "captcha", "captchaToken", "formToken", "key", "redirectTo", "metode", "kota", "tamu"];
    const contentType = fc.oneof(
      fc.constantFrom(
        "application/json",
        "application/xml",
        "text/plain",
        "application/octet-stream",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=xyz",
        "multipart/form-data; boundary=\"q u o t e d\"",
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-16",
        "application/x-www-form-urlencoded; charset=UTF-8",
        "application/x-www-form-urlencoded;;;charset",
        "text/html; charset=iso-8859-1",
      ),
      fc.string({ maxLength: 60 }),
    );
    const formBody = fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), fc.string({ maxLength: 80 })), { maxLength: 8 })
      .map((pairs) => new URLSearchParams(pairs).toString());
    const body = fc.oneof(
      formBody,
      fc.string({ maxLength: 300 }),
      fc.uint8Array({ maxLength: 300 }),
      fc.json({ maxDepth: 2 }),
      fc.constant(""),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.option(contentType, { nil: null }), body, async (path, type, payload) => {
        const response = await post(path, payload, type);
        await response.arrayBuffer();
        expect(response.status, `${path} ${type}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
