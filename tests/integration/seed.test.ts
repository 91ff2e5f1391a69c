import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/index";
import { verifyPassword } from "~/services/password.server";

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

describe("demo seed", () => {
  it("seeds realistic content once, skips when seeded, and reseeds on reset", async () => {
    const first = await seedDatabase(env, { today: "2026-11-21", year: false });
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

    const reset = await seedDatabase(env, { reset: true, today: "2026-11-21", year: false });
    expect(reset.seeded).toBe(true);
    expect(await count("hotel")).toBe(hotels);
    const fk = await env.DB.prepare("PRAGMA foreign_key_check").all();
    expect(fk.results).toEqual([]);
    // Two seeds without the year of trading and a skipped one: about 3 s alone, more
    // while the other test files run on the same two cores.
  }, 90_000);

  it("makes the home page show the seeded banners, destinations and partners", async () => {
    await seedDatabase(env, { today: "2026-11-21", year: false });
    const html = await (await SELF.fetch("https://example.com/")).text();
    const banner = await env.DB.prepare("SELECT judul FROM banner WHERE publish = 1 ORDER BY urutan LIMIT 1").first<{
      judul: string;
    }>();
    expect(html).toContain(banner!.judul);
    expect(html.match(/class="card card--destination"/g)?.length).toBeGreaterThanOrEqual(6);
    expect(html.match(/class="partner"/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it("seeds a year of trading before today that reads like a business, and leaves today and later alone", async () => {
    await seedDatabase(env, { reset: true, today: "2026-11-21" });
    const one = async <T>(query: string) => (await env.DB.prepare(query).first<T>())!;
    // Nothing of the year from today on: every seeded stay that is not upcoming ended by today.
    const later = await one<{ n: number }>(
      "SELECT count(*) AS n FROM reservation WHERE status <> 'BOOKED' AND cekout > '2026-11-21'",
    );
    expect(later.n).toBe(0);
    // Occupancy of October 2026 (31 nights) by the page's definition, in the seasonal band of 40–80 %.
    const units = await one<{ n: number }>(
      "SELECT count(*) AS n FROM room_unit u JOIN room_type t ON t.id = u.room_type_id WHERE u.aktif = 1 AND t.aktif = 1",
    );
    const sold = await one<{ n: number }>(
      `SELECT count(*) AS n FROM room_night rn LEFT JOIN reservation r ON r.id = rn.reservation_id
       WHERE rn.night >= '2026-10-01' AND rn.night < '2026-11-01' AND (rn.hold_id IS NOT NULL OR r.status = 'CHECKED_OUT')`,
    );
    const occupancy = sold.n / (units.n * 31);
    expect(occupancy).toBeGreaterThan(0.4);
    expect(occupancy).toBeLessThan(0.8);
    // Weekends fuller than midweek; the year end fuller than a November weekday.
    const share = async (where: string) => {
      const r = await one<{ n: number; d: number }>(
        `SELECT count(*) AS n, count(DISTINCT night) AS d FROM room_night WHERE night >= '2025-10-01' AND night < '2026-11-21' AND ${where}`,
      );
      return r.n / r.d / units.n;
    };
    expect(await share("strftime('%w', night) IN ('5', '6')")).toBeGreaterThan(await share("strftime('%w', night) IN ('1', '2', '3')"));
    expect(await share("night BETWEEN '2025-12-24' AND '2025-12-31'")).toBeGreaterThan(0.7);
    // Some of every outcome, each as the app leaves it.
    const outcomes = await env.DB.prepare(
      "SELECT status, status_bayar AS bayar, count(*) AS n FROM reservation WHERE cekout <= '2026-11-21' GROUP BY status, status_bayar",
    ).all<{ status: string; bayar: string; n: number }>();
    const n = (status: string, bayar: string) => outcomes.results.find((o) => o.status === status && o.bayar === bayar)?.n ?? 0;
    expect(n("CHECKED_OUT", "PAID")).toBeGreaterThan(5_000);
    expect(n("CANCELLED", "REFUNDED") + n("CANCELLED", "PARTIALLY_REFUNDED")).toBeGreaterThan(10);
    expect(n("EXPIRED", "EXPIRED")).toBeGreaterThan(10);
    expect(n("NO_SHOW", "PAID")).toBeGreaterThan(10);
    const refunds = await one<{ n: number; wrong: number }>(
      `SELECT count(*) AS n, sum(r.status <> 'CANCELLED') AS wrong FROM refund f JOIN reservation r ON r.id = f.reservation_id`,
    );
    expect(refunds.n).toBeGreaterThan(10);
    expect(refunds.wrong).toBe(0);
    // Cancelled and expired bookings hold no night; OTA events hold theirs.
    const released = await one<{ n: number }>(
      "SELECT count(*) AS n FROM room_night rn JOIN reservation r ON r.id = rn.reservation_id WHERE r.status IN ('CANCELLED', 'EXPIRED')",
    );
    expect(released.n).toBe(0);
    const ota = await one<{ n: number }>("SELECT count(*) AS n FROM room_night rn JOIN room_hold h ON h.id = rn.hold_id WHERE h.kind = 'EXTERNAL'");
    expect(ota.n).toBeGreaterThan(100);
    const fk = await env.DB.prepare("PRAGMA foreign_key_check").all();
    expect(fk.results).toEqual([]);
  }, 90_000);
});
