import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "~/db/schema";
import { menuHref, STAFF_MENU, staffRoles, visibleMenu, type StaffMenuItem } from "./staff-menu";

const PARTNER = ["mitraUsaha", "verifikasiMitra", "komitePemutus", "offeringLetter"];
const FRONT_DESK_ITEMS = ["agrowisata.reservations", "agrowisata.calendar", "agrowisata.reviews", "agrowisata.outbox"];
/** A unit's channels (ADR 028): the front desk's and management's. */
const CHANNEL_ITEM = "agrowisata.channels";
const ADMIN_ITEMS = ["agrowisata.masterData", "agrowisata.translations", "agrowisata.kamarhomestay", "agrowisata.kota", "sistem.users", "dashboard.overview"];

/**
 * Spec §6, role by role: the top-level groups each role sees, and leaves that only some of a group's roles
 * see. Partner-management roles: the spec names the groups but not the mapping; ours is in staff-menu.ts.
 */
const EXPECTED: Record<Role, { groups: string[]; sees?: string[]; notSees?: string[] }> = {
  ROLE_USER: { groups: [] },
  ROLE_ADMIN: {
    groups: ["dashboard", "administrasi", "pengaturan"],
    sees: ["pengaturan.unit", "administrasi.journalTypes", "agrowisata.kota", "agrowisata.rates", CHANNEL_ITEM, "sistem.users"],
  },
  ROLE_KEUANGAN: { groups: ["dashboard", "keuangan"], sees: ["keuangan.journal", "keuangan.ledger", "keuangan.accounts"] },
  ROLE_SIPA: { groups: ["dashboard", "simpanPinjam"], sees: ["simpanPinjam.loans"] },
  ROLE_MANAJEMEN: {
    groups: ["dashboard", "manajemen"],
    sees: ["manajemen.purchaseOrder", "manajemen.master.budget", "agrowisata.rates", CHANNEL_ITEM],
    notSees: [...FRONT_DESK_ITEMS, "agrowisata.masterData", "agrowisata.kota", "sistem.users"],
  },
  ROLE_FINANCE: { groups: ["dashboard"] },
  ROLE_PURCHASING: {
    groups: ["manajemen"],
    sees: ["manajemen.master.supplier", "manajemen.master.product"],
    notSees: ["manajemen.purchaseOrder", "manajemen.master.budget"],
  },
  ROLE_GUDANG: { groups: ["gudang"] },
  ROLE_LOGISTIC: { groups: ["logistik"] },
  ROLE_OUTLET: { groups: ["outlet"], sees: ["outlet.sales", "outlet.stock", "outlet.reports"] },
  ROLE_KASIR: { groups: ["outlet"], sees: ["outlet.sales"], notSees: ["outlet.stock", "outlet.reports"] },
  ROLE_KOMUNITAS: { groups: ["mitraUsaha"] },
  ROLE_PETUGAS_RANTING: { groups: ["mitraUsaha"] },
  ROLE_PETUGAS_CABANG: { groups: ["mitraUsaha"] },
  ROLE_MIKRO_OFFICER: { groups: ["mitraUsaha", "verifikasiMitra"] },
  ROLE_MIKRO_HEAD: { groups: ["verifikasiMitra", "komitePemutus"] },
  ROLE_SHEERKAH_MANAGEMENT_HEAD: { groups: ["komitePemutus", "offeringLetter"] },
  ROLE_SHEERKAH_DEPARTMENT_HEAD: { groups: ["komitePemutus"] },
  ROLE_MARKETING_DEPARTMENT_HEAD: { groups: ["verifikasiMitra"] },
  ROLE_REGIONAL_MARKETING_HEAD: { groups: ["verifikasiMitra"] },
  ROLE_REGIONAL_HEAD: { groups: ["komitePemutus", "offeringLetter"] },
  ROLE_GENERAL_AFFAIR: { groups: ["offeringLetter"] },
  // This product's staff: only their own pages of the Agrowisata group, nothing of the spec's groups.
  ROLE_CS: { groups: [], sees: ["agrowisata", "agrowisata.chat"], notSees: [...FRONT_DESK_ITEMS, CHANNEL_ITEM, ...ADMIN_ITEMS] },
  ROLE_FRONTDESK: { groups: [], sees: ["agrowisata", ...FRONT_DESK_ITEMS, CHANNEL_ITEM], notSees: ["agrowisata.chat", "agrowisata.rates", "sistem", ...ADMIN_ITEMS] },
};

function ids(items: readonly StaffMenuItem[]): string[] {
  return items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);
}

describe("the back-office sidebar filtered by role (spec §6)", () => {
  it("covers the spec's 22 roles and this product's two staff roles", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ROLES].sort());
    expect(ROLES).toHaveLength(24);
  });

  it.each(Object.entries(EXPECTED))("%s sees exactly its groups", (role, expected) => {
    const menu = visibleMenu(STAFF_MENU, [role as Role]);
    const groups = menu.map((item) => item.id);
    // Our own product's groups come on top of the spec's for administrators only.
    expect(groups.filter((id) => STAFF_MENU.some((item) => item.id === id && !isOwnProductGroup(id)))).toEqual(expected.groups);
    const seen = ids(menu);
    for (const id of expected.sees ?? []) expect(seen, id).toContain(id);
    for (const id of expected.notSees ?? []) expect(seen, id).not.toContain(id);
    if (!PARTNER.some((group) => expected.groups.includes(group))) {
      expect(groups.some((id) => PARTNER.includes(id))).toBe(false);
    }
  });

  it("shows the union for an account with several roles, and never an empty group", () => {
    const menu = visibleMenu(STAFF_MENU, ["ROLE_KEUANGAN", "ROLE_GUDANG"]);
    // Finance also closes the booking refunds, under Agrowisata.
    expect(menu.map((item) => item.id)).toEqual(["dashboard", "keuangan", "gudang", "agrowisata"]);
    expect(menu.find((item) => item.id === "agrowisata")?.children?.map((item) => item.id)).toEqual(["agrowisata.refunds"]);
    const check = (items: readonly StaffMenuItem[]): void =>
      items.forEach((item) => {
        if (item.children) {
          expect(item.children.length, item.id).toBeGreaterThan(0);
          check(item.children);
        }
      });
    check(visibleMenu(STAFF_MENU, [...ROLES]));
  });

  it("has at most three levels and unique ids", () => {
    const depth = (items: readonly StaffMenuItem[]): number =>
      items.length === 0 ? 0 : 1 + Math.max(...items.map((item) => depth(item.children ?? [])));
    expect(depth(STAFF_MENU)).toBeLessThanOrEqual(3);
    const all = ids(STAFF_MENU);
    expect(new Set(all).size).toBe(all.length);
  });

  it("links other systems only when configured, and never makes a dead link", () => {
    const keuangan = STAFF_MENU.find((item) => item.id === "keuangan")!.children![0];
    expect(menuHref(keuangan, null)).toBeNull();
    expect(menuHref(keuangan, "https://erp.example.com/")).toBe("https://erp.example.com/keuangan/journal");
    expect(menuHref({ to: "/admin" }, null)).toBe("/admin");
    expect(menuHref({ to: "/admin", disabled: true }, "https://erp.example.com")).toBeNull();
  });

  it("lets into the back-office exactly the roles the tree names (not ROLE_USER)", () => {
    const roles = staffRoles();
    expect(roles).not.toContain("ROLE_USER");
    expect(roles).toEqual(expect.arrayContaining(ROLES.filter((role) => role !== "ROLE_USER")));
  });
});

function isOwnProductGroup(id: string): boolean {
  return id === "agrowisata" || id === "sistem";
}
