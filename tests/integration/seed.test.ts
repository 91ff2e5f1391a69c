import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/index";
import { verifyPassword } from "~/services/password.server";

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

describe("demo seed", () => {
  it("seeds realistic content once, skips when seeded, and reseeds on reset", async () => {
    const first = await seedDatabase(env, { today: "2026-11-21" });
    expect(first.seeded).toBe(true);
    expect(await count("city")).toBeGreaterThanOrEqual(6);
    expect(await count("hotel")).toBeGreaterThanOrEqual(12);
    expect(await count("destination")).toBeGreaterThanOrEqual(6);
    expect(await count("cafe")).toBeGreaterThanOrEqual(3);
    expect(await count("event")).toBeGreaterThanOrEqual(8);
    expect(await count("province")).toBe(38);
    for (const posisi of ["HEADER", "FOOTER", "RIGHT", "LEFT", "CENTER"]) {
      const n = await env.DB.prepare("SELECT count(*) AS n FROM link WHERE posisi = ?")
        .bind(posisi)
        .first<{ n: number }>();
      expect(n?.n, posisi).toBeGreaterThan(0);
    }
    const perHotel = await env.DB.prepare(
      "SELECT hotel_id, count(*) AS n FROM room_type GROUP BY hotel_id HAVING n < 2 OR n > 4",
    ).all();
    expect(perHotel.results).toEqual([]);
    const categories = await env.DB.prepare("SELECT DISTINCT kategori FROM payment_method ORDER BY kategori").all();
    expect(categories.results.map((r) => r.kategori)).toEqual(["DIRECT PAYMENT", "PAYMENT PAGE", "PENDING PAYMENT"]);

    // Every referenced image exists in R2.
    const hotel = await env.DB.prepare("SELECT foto_key FROM hotel LIMIT 1").first<{ foto_key: string }>();
    const object = await env.BUCKET.head(hotel!.foto_key);
    expect(object?.httpMetadata?.contentType).toBe("image/svg+xml");

    // The dev admin can sign in with the printed password (hash, not plaintext).
    const admin = first.accounts.find((a) => a.login === "admin")!;
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE login = 'admin'").first<{
      password_hash: string;
    }>();
    expect(row!.password_hash).not.toContain(admin.password);
    expect(await verifyPassword(admin.password, row!.password_hash, env.PASSWORD_PEPPER)).toBe(true);

    const again = await seedDatabase(env, { today: "2026-11-21" });
    expect(again.seeded).toBe(false);
    const hotels = await count("hotel");

    const reset = await seedDatabase(env, { reset: true, today: "2026-11-21" });
    expect(reset.seeded).toBe(true);
    expect(await count("hotel")).toBe(hotels);
    const fk = await env.DB.prepare("PRAGMA foreign_key_check").all();
    expect(fk.results).toEqual([]);
    // Three full seeds: about 3 s alone, more while the other test files run on the same two cores.
  }, 30_000);

  it("makes the home page show the seeded banners, destinations and partners", async () => {
    await seedDatabase(env, { today: "2026-11-21" });
    const html = await (await SELF.fetch("https://example.com/")).text();
    const banner = await env.DB.prepare("SELECT judul FROM banner WHERE publish = 1 ORDER BY urutan LIMIT 1").first<{
      judul: string;
    }>();
    expect(html).toContain(banner!.judul);
    expect(html.match(/class="card card--destination"/g)?.length).toBeGreaterThanOrEqual(6);
    expect(html.match(/class="partner"/g)?.length).toBeGreaterThanOrEqual(6);
  });
});
