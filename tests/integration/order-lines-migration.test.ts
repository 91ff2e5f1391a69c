import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../scripts/seed/index";

/**
 * Migration 0019 turns every booking into an order with lines (docs/decisions/042). This test takes the demo
 * seed's 13 months of trading — stays, extras, refunds in full and in part, expired and no-show bookings — into
 * a database as it was before that migration (the migration's table dropped and forgotten), applies the
 * migration, and compares every amount with the bookings' own figures.
 */

const all = async <T>(query: string) => (await env.DB.prepare(query).all<T>()).results;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

interface Line {
  reservation_id: number;
  position: number;
  kind: string;
  room_type_id: number | null;
  extra_id: number | null;
  name: string;
  basis: string | null;
  start_date: string | null;
  end_date: string | null;
  qty: number;
  unit_price: number;
  amount: number;
  cancel_policy: string | null;
  free_days: number | null;
  penalty_percent: number | null;
  refunded: number;
  detail: string | null;
}

const LINES = `SELECT reservation_id, position, kind, room_type_id, extra_id, name, basis, start_date, end_date, qty,
  unit_price, amount, cancel_policy, free_days, penalty_percent, refunded, detail
  FROM order_line ORDER BY reservation_id, position`;
const BOOKINGS = `SELECT id, room_type_id, cekin, cekout, jumlah_kamar, total_harga_only, total_tax_only, total_tambahan,
  total, kebijakan_batal, batal_gratis_hari, denda_batal_persen, rincian_malam, status_bayar FROM reservation ORDER BY id`;
const EXTRAS = "SELECT * FROM reservation_extra ORDER BY reservation_id, extra_id";
const REFUNDS = "SELECT reservation_id, amount, kept, status FROM refund ORDER BY reservation_id";

describe("migration 0019: every booking becomes an order with lines", () => {
  it("gives each seeded booking of the year its stay and extras as lines that add up to its total, with its refund shared over them", async () => {
    await seedDatabase(env, { reset: true, today: "2026-11-21" });
    // What the seed wrote through the booking code's own rules, and the bookings as they stand.
    const seededLines = await all<Line>(LINES);
    // An early departure's refund from before the lines (the seed makes none): it goes to the stay line.
    const [left] = await all<{ id: number; total: number }>(
      `SELECT r.id, r.total FROM reservation r WHERE r.status = 'CHECKED_OUT' AND r.total_tambahan > 0
        AND NOT EXISTS (SELECT 1 FROM refund f WHERE f.reservation_id = r.id) ORDER BY r.id LIMIT 1`,
    );
    const early = Math.floor(left.total / 3);
    await env.DB.prepare(
      "INSERT INTO refund (reservation_id, refund_key, channel, status, amount, kept, reason) VALUES (?, ?, 'MANUAL', 'PENDING', ?, ?, 'early-departure')",
    )
      .bind(left.id, `RF-early-${left.id}`, early, left.total - early)
      .run();
    const bookings = await all<Record<string, number | string | null>>(BOOKINGS);
    const extras = await all<Record<string, number | string>>(EXTRAS);
    const refunds = await all<{ reservation_id: number; amount: number; kept: number; status: string }>(REFUNDS);
    expect(bookings.length).toBeGreaterThan(1000);
    expect(extras.length).toBeGreaterThan(50);
    expect(refunds.filter((r) => r.kept > 0).length).toBeGreaterThan(0);

    // The database as it was before the migration: its table gone and the migration not yet applied.
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.endsWith("_order_lines.sql"));
    expect(migration).toBeDefined();
    await env.DB.batch([
      env.DB.prepare("DROP TABLE order_line"),
      env.DB.prepare("DELETE FROM d1_migrations WHERE name = ?").bind(migration!.name),
    ]);
    expect(await all("SELECT name FROM sqlite_master WHERE name = 'order_line'")).toEqual([]);

    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    // Nothing the bookings said has changed.
    expect(await all(BOOKINGS)).toEqual(bookings);
    expect(await all(EXTRAS)).toEqual(extras);
    expect(await all(REFUNDS)).toEqual(refunds);

    const lines = await all<Line>(LINES);
    const byOrder = groupBy(lines, (l) => l.reservation_id);
    const extrasOf = groupBy(extras, (e) => Number(e.reservation_id));
    const refundOf = new Map(refunds.map((r) => [r.reservation_id, r]));
    expect(byOrder.size).toBe(bookings.length);
    for (const b of bookings) {
      const own = byOrder.get(Number(b.id))!;
      const [stay, ...rest] = own;
      const n = Number;
      // The stay line: rooms × one room's stay with tax and fees, its dates, nights and policy as sold.
      expect(stay, `order ${b.id}`).toMatchObject({
        position: 1,
        kind: "STAY",
        room_type_id: b.room_type_id,
        start_date: b.cekin,
        end_date: b.cekout,
        qty: b.jumlah_kamar,
        unit_price: n(b.total_harga_only) + n(b.total_tax_only),
        amount: (n(b.total_harga_only) + n(b.total_tax_only)) * n(b.jumlah_kamar),
        cancel_policy: b.kebijakan_batal,
        free_days: b.batal_gratis_hari,
        penalty_percent: b.denda_batal_persen,
        detail: b.rincian_malam,
      });
      // Each extra as it was sold.
      const sold = extrasOf.get(Number(b.id)) ?? [];
      expect(
        rest.map((l) => [l.kind, l.extra_id, l.name, l.basis, l.qty, l.unit_price, l.amount, l.cancel_policy]),
      ).toEqual(sold.map((e) => ["EXTRA", e.extra_id, e.nama, e.basis, e.qty, e.harga, e.jumlah, null]));
      // The lines add up to the total; the refund (if any) is shared over them to the Rupiah.
      expect(
        own.reduce((s, l) => s + l.amount, 0),
        `order ${b.id}`,
      ).toBe(b.total);
      expect(
        own.reduce((s, l) => s + l.refunded, 0),
        `order ${b.id}`,
      ).toBe(refundOf.get(Number(b.id))?.amount ?? 0);
      for (const l of own) expect(l.refunded).toBeLessThanOrEqual(l.amount);
    }
    expect(byOrder.get(left.id)!.map((l) => l.refunded)).toEqual([early, 0]);
    // The migration's lines are the ones the booking code writes (the seed writes them that way).
    expect(lines).toEqual(
      seededLines.map((l) => (l.reservation_id === left.id && l.position === 1 ? { ...l, refunded: early } : l)),
    );
  }, 180_000);
});
