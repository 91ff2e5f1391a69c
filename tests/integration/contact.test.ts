import { SELF, env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { insertContentFixtures } from "../fixtures/content";

const ORIGIN = "https://example.com";

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}/kontak`, {
    method: "POST",
    redirect: "manual",
    headers: { Host: "example.com", Origin: ORIGIN, "CF-Connecting-IP": "192.0.2.10", ...headers },
    body: new URLSearchParams(fields),
  });
}

const valid = {
  nama: "Sari Wulandari",
  email: "sari@example.com",
  subjek: "Rombongan sekolah",
  pesan: "Kami ingin berkunjung dengan 40 siswa bulan depan <b>tolong</b> info harga.",
};

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  await insertContentFixtures(env.DB);
});

describe("/kontak", () => {
  it("shows the first contact record and a form that needs no JavaScript", async () => {
    const response = await SELF.fetch(`${ORIGIN}/kontak`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("PT Kebun Uji");
    expect(html).toContain('href="tel:0341426123"');
    expect(html).toContain('href="https://wa.me/6281233004417"');
    expect(html).toContain('href="mailto:staf@agrowisata.example"');
    expect(html).toMatch(/<form method="post"/);
    expect(html).toContain('name="nama"');
    expect(html).toContain('name="pesan"');
    expect(html).toContain('name="website"');
  });

  it("stores the message, queues an e-mail to staff and redirects with a toast", async () => {
    const [messages, emails] = [await count("contact_message"), await count("outbox")];
    const response = await post(valid);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/kontak");
    expect(response.headers.get("Set-Cookie")).toContain("toast=");
    expect(await count("contact_message")).toBe(messages + 1);
    expect(await count("outbox")).toBe(emails + 1);

    const stored = await env.DB.prepare("SELECT * FROM contact_message ORDER BY id DESC LIMIT 1").first<Record<string, unknown>>();
    expect(stored).toMatchObject({ nama: "Sari Wulandari", email: "sari@example.com", subjek: "Rombongan sekolah", ip: "192.0.2.10" });
    const email = await env.DB.prepare("SELECT * FROM outbox ORDER BY id DESC LIMIT 1").first<Record<string, string>>();
    expect(email).toMatchObject({ to_address: "staf@agrowisata.example", kind: "contact-message", status: "PENDING" });
    expect(email?.subject).toContain("Rombongan sekolah");
    expect(email?.text).toContain("<b>tolong</b>");
    // The visitor's text is escaped in the HTML part.
    expect(email?.html).toContain("&lt;b&gt;tolong&lt;/b&gt;");
    expect(email?.html).not.toContain("<b>tolong");

    // The toast is shown, translated, on the page the redirect leads to (and that page is not cached).
    const cookie = (response.headers.get("Set-Cookie") ?? "").split(";")[0];
    const next = await SELF.fetch(`${ORIGIN}/kontak`, { headers: { Cookie: cookie } });
    expect(next.headers.get("X-Cache")).toBe("BYPASS");
    expect(await next.text()).toContain("Terima kasih, pesan Anda sudah kami terima.");
  });

  it("re-renders the form with translated errors and status 400 when fields are missing or invalid", async () => {
    const before = await count("contact_message");
    const response = await post({ nama: " ", email: "bukan-email", pesan: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Silahkan isikan nama terlebih dulu");
    expect(html).toContain("Alamat email tidak valid");
    expect(html).toContain("Silahkan isikan pesan terlebih dulu");
    expect(html).toContain('value="bukan-email"');
    expect(await count("contact_message")).toBe(before);

    const english = await post({ nama: "", email: "", pesan: "pendek" }, { "Accept-Language": "en" });
    const englishHtml = await english.text();
    expect(englishHtml).toContain("Please enter your name first");
    expect(englishHtml).toContain("Please enter your email first");
    expect(englishHtml).toContain("The message is too short");
  });

  it("pretends to accept a bot's message (honeypot filled) without storing it", async () => {
    const before = await count("contact_message");
    const response = await post({ ...valid, website: "https://spam.example" }, { "CF-Connecting-IP": "192.0.2.99" });
    expect(response.status).toBe(302);
    expect(await count("contact_message")).toBe(before);
  });

  it("allows five messages per address in ten minutes, then says so clearly", async () => {
    const ip = { "CF-Connecting-IP": "192.0.2.50" };
    for (let i = 0; i < 5; i++) expect((await post(valid, ip)).status).toBe(302);
    const limited = await post(valid, ip);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Anda sudah mengirim beberapa pesan. Silahkan coba lagi dalam 10 menit.");
    // Another address is not affected.
    expect((await post(valid, { "CF-Connecting-IP": "192.0.2.51" })).status).toBe(302);
  });

  it("refuses a cross-site post", async () => {
    const response = await post(valid, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    await response.text();
    const fetchSite = await post(valid, { "Sec-Fetch-Site": "cross-site" });
    expect(fetchSite.status).toBe(403);
    await fetchSite.text();
  });

  it("answers any form input with a page or a redirect, never a server error", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          nama: fc.string({ maxLength: 120 }),
          email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 120 })),
          subjek: fc.string({ maxLength: 200 }),
          pesan: fc.string({ maxLength: 300 }),
        }),
        async (fields) => {
          const response = await post(fields, { "CF-Connecting-IP": "192.0.2.77" });
          expect([302, 400, 429]).toContain(response.status);
          await response.arrayBuffer();
        },
      ),
      { numRuns: 25 },
    );
  });
});
