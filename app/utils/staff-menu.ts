import type { Role } from "~/db/schema";
import { CHAT_OPERATOR_ROLES } from "~/utils/chat-roles";
import type admin from "~/i18n/locales/id/admin";

type MenuMessages = (typeof admin)["staffMenu"];
type LeafKeys<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafKeys<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The message key of a sidebar label: one of the strings under `staffMenu`. */
export type StaffMenuLabel = LeafKeys<MenuMessages, "staffMenu.">;
type ExternalGroup = {
  [G in keyof MenuMessages & string]: `${G}Items` extends keyof MenuMessages ? G : never;
}[keyof MenuMessages & string];

/**
 * The back-office sidebar (spec §6): a fixed tree of up to three levels. An item is shown only when the
 * account holds one of its authorities; a group is shown when it, and at least one of its children, is.
 *
 * Items link three ways:
 * - `to`: a page of this site;
 * - `module`: a page of another system of the company (Keuangan, Simpan Pinjam, …). Those open in a new
 *   tab at `{STAFF_MODULES_URL}/{module}` when the installation configures that URL, and are shown
 *   disabled otherwise — never as a link that leads nowhere;
 * - neither: a group heading.
 * `disabled` marks items the spec shows greyed out whatever the configuration.
 */
export interface StaffMenuItem {
  id: string;
  label: StaffMenuLabel;
  authorities: readonly Role[];
  to?: string;
  module?: string;
  disabled?: boolean;
  newTab?: boolean;
  children?: readonly StaffMenuItem[];
}

export const DASHBOARD_ROLES: readonly Role[] = ["ROLE_KEUANGAN", "ROLE_ADMIN", "ROLE_SIPA", "ROLE_MANAJEMEN", "ROLE_FINANCE"];
const ADMIN: readonly Role[] = ["ROLE_ADMIN"];
/**
 * Who may run the front desk (reservations and their CSV, the occupancy calendar with walk-ins, check-in/out,
 * review moderation, the e-mail outbox): administrators and ROLE_FRONTDESK, which sees nothing else.
 */
export const FRONT_DESK_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_FRONTDESK"];
/** Who sets room rates and stay rules (the rate grid): administrators and management. */
export const RATE_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_MANAJEMEN"];
/**
 * Who manages a unit's channels (docs/decisions/028): the calendar links given to the OTAs and the OTA
 * calendars imported — the front desk that sells the rooms and management that signs up with the OTAs.
 */
export const CHANNEL_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_MANAJEMEN", "ROLE_FRONTDESK"];
/** Who closes refunds (marks manual transfers done, retries failed gateway refunds): administrators and finance. */
export const FINANCE_ROLES: readonly Role[] = ["ROLE_ADMIN", "ROLE_KEUANGAN", "ROLE_FINANCE"];
/** Who answers guests in the chat; kept in chat-roles.ts, which the chat Worker also reads. */
const CHAT: readonly Role[] = CHAT_OPERATOR_ROLES;

/** A group of another system of the company: its leaves share the group's authorities. */
function external<G extends ExternalGroup>(
  group: G,
  roles: readonly Role[],
  leaves: readonly (keyof MenuMessages[`${G}Items`] & string)[],
): StaffMenuItem {
  return {
    id: group,
    label: `staffMenu.${group}` as StaffMenuLabel,
    authorities: roles,
    children: leaves.map((leaf) => ({
      id: `${group}.${leaf}`,
      label: `staffMenu.${group}Items.${leaf}` as StaffMenuLabel,
      authorities: roles,
      module: `${group}/${leaf}`,
      newTab: true,
    })),
  };
}

export const STAFF_MENU: readonly StaffMenuItem[] = [
  {
    id: "dashboard",
    label: "staffMenu.dashboard",
    authorities: DASHBOARD_ROLES,
    children: [
      { id: "dashboard.overview", label: "staffMenu.dashboardItems.overview", authorities: DASHBOARD_ROLES, to: "/admin" },
      { id: "dashboard.business", label: "staffMenu.dashboardItems.business", authorities: DASHBOARD_ROLES, module: "dashboard/pengelola-usaha", newTab: true },
      { id: "dashboard.financing", label: "staffMenu.dashboardItems.financing", authorities: DASHBOARD_ROLES, module: "dashboard/pembiayaan", newTab: true },
    ],
  },
  external("keuangan", ["ROLE_KEUANGAN"], ["journal", "cashIn", "cashOut", "ledger", "reports", "accounts"]),
  external("simpanPinjam", ["ROLE_SIPA"], ["savings", "loans", "history", "master"]),
  {
    id: "manajemen",
    label: "staffMenu.manajemen",
    authorities: ["ROLE_MANAJEMEN", "ROLE_PURCHASING"],
    children: [
      { id: "manajemen.purchaseOrder", label: "staffMenu.manajemenItems.purchaseOrder", authorities: ["ROLE_MANAJEMEN"], module: "manajemen/purchase-order", newTab: true },
      { id: "manajemen.stock", label: "staffMenu.manajemenItems.stock", authorities: ["ROLE_MANAJEMEN"], module: "manajemen/stock", newTab: true },
      {
        id: "manajemen.master",
        label: "staffMenu.manajemenItems.master",
        authorities: ["ROLE_MANAJEMEN", "ROLE_PURCHASING"],
        children: [
          { id: "manajemen.master.supplier", label: "staffMenu.manajemenItems.supplier", authorities: ["ROLE_MANAJEMEN", "ROLE_PURCHASING"], module: "manajemen/supplier", newTab: true },
          { id: "manajemen.master.product", label: "staffMenu.manajemenItems.product", authorities: ["ROLE_MANAJEMEN", "ROLE_PURCHASING"], module: "manajemen/product", newTab: true },
          { id: "manajemen.master.budget", label: "staffMenu.manajemenItems.budget", authorities: ["ROLE_MANAJEMEN"], module: "manajemen/budget", newTab: true },
        ],
      },
    ],
  },
  external("gudang", ["ROLE_GUDANG"], ["stock", "receiving", "issuing"]),
  external("logistik", ["ROLE_LOGISTIC"], ["shipments", "expeditions"]),
  {
    id: "outlet",
    label: "staffMenu.outlet",
    authorities: ["ROLE_OUTLET", "ROLE_KASIR"],
    children: [
      { id: "outlet.sales", label: "staffMenu.outletItems.sales", authorities: ["ROLE_OUTLET", "ROLE_KASIR"], module: "outlet/sales", newTab: true },
      { id: "outlet.stock", label: "staffMenu.outletItems.stock", authorities: ["ROLE_OUTLET"], module: "outlet/stock", newTab: true },
      { id: "outlet.reports", label: "staffMenu.outletItems.reports", authorities: ["ROLE_OUTLET"], module: "outlet/reports", newTab: true },
    ],
  },
  external("mitraUsaha", ["ROLE_KOMUNITAS", "ROLE_PETUGAS_RANTING", "ROLE_PETUGAS_CABANG", "ROLE_MIKRO_OFFICER"], ["partners", "applications"]),
  external("verifikasiMitra", ["ROLE_MIKRO_OFFICER", "ROLE_MIKRO_HEAD", "ROLE_MARKETING_DEPARTMENT_HEAD", "ROLE_REGIONAL_MARKETING_HEAD"], ["queue"]),
  external("komitePemutus", ["ROLE_MIKRO_HEAD", "ROLE_SHEERKAH_MANAGEMENT_HEAD", "ROLE_SHEERKAH_DEPARTMENT_HEAD", "ROLE_REGIONAL_HEAD"], ["decisions"]),
  external("offeringLetter", ["ROLE_REGIONAL_HEAD", "ROLE_GENERAL_AFFAIR", "ROLE_SHEERKAH_MANAGEMENT_HEAD"], ["letters"]),
  {
    id: "agrowisata",
    label: "staffMenu.agrowisata",
    authorities: [...new Set([...FRONT_DESK_ROLES, ...RATE_ROLES, ...CHANNEL_ROLES, ...CHAT, ...FINANCE_ROLES])],
    children: [
      { id: "agrowisata.reservations", label: "staffMenu.agrowisataItems.reservations", authorities: FRONT_DESK_ROLES, to: "/admin/reservasi" },
      { id: "agrowisata.calendar", label: "staffMenu.agrowisataItems.calendar", authorities: FRONT_DESK_ROLES, to: "/admin/kalender" },
      { id: "agrowisata.arrivals", label: "staffMenu.agrowisataItems.arrivals", authorities: FRONT_DESK_ROLES, to: "/admin/kedatangan" },
      { id: "agrowisata.channels", label: "staffMenu.agrowisataItems.channels", authorities: CHANNEL_ROLES, to: "/admin/kanal" },
      { id: "agrowisata.rates", label: "staffMenu.agrowisataItems.rates", authorities: RATE_ROLES, to: "/admin/tarif" },
      { id: "agrowisata.reviews", label: "staffMenu.agrowisataItems.reviews", authorities: FRONT_DESK_ROLES, to: "/admin/ulasan" },
      { id: "agrowisata.outbox", label: "staffMenu.agrowisataItems.outbox", authorities: FRONT_DESK_ROLES, to: "/admin/outbox" },
      { id: "agrowisata.properties", label: "staffMenu.agrowisataItems.properties", authorities: ADMIN, to: "/admin/properti" },
      { id: "agrowisata.masterData", label: "staffMenu.agrowisataItems.masterData", authorities: ADMIN, to: "/master" },
      { id: "agrowisata.translations", label: "staffMenu.agrowisataItems.translations", authorities: ADMIN, to: "/master/terjemahan" },
      { id: "agrowisata.kamarhomestay", label: "staffMenu.agrowisataItems.kamarhomestay", authorities: ADMIN, to: "/kamarhomestay" },
      { id: "agrowisata.kota", label: "staffMenu.agrowisataItems.kota", authorities: ADMIN, to: "/kota" },
      { id: "agrowisata.chat", label: "staffMenu.agrowisataItems.chat", authorities: CHAT, to: "/admin/chat" },
      { id: "agrowisata.refunds", label: "staffMenu.agrowisataItems.refunds", authorities: FINANCE_ROLES, to: "/admin/refund" },
    ],
  },
  {
    id: "sistem",
    label: "staffMenu.sistem",
    authorities: ADMIN,
    children: [
      { id: "sistem.users", label: "staffMenu.sistemItems.users", authorities: ADMIN, to: "/pengguna" },
      { id: "sistem.theme", label: "staffMenu.sistemItems.theme", authorities: ADMIN, to: "/admin/tema" },
      { id: "sistem.tracker", label: "staffMenu.sistemItems.tracker", authorities: ADMIN, to: "/tracker" },
      { id: "sistem.metrics", label: "staffMenu.sistemItems.metrics", authorities: ADMIN, to: "/metrics" },
      { id: "sistem.health", label: "staffMenu.sistemItems.health", authorities: ADMIN, to: "/health" },
      { id: "sistem.configuration", label: "staffMenu.sistemItems.configuration", authorities: ADMIN, to: "/configuration" },
      { id: "sistem.audits", label: "staffMenu.sistemItems.audits", authorities: ADMIN, to: "/audits" },
      { id: "sistem.logs", label: "staffMenu.sistemItems.logs", authorities: ADMIN, to: "/logs" },
      { id: "sistem.docs", label: "staffMenu.sistemItems.docs", authorities: ADMIN, to: "/docs" },
    ],
  },
  {
    id: "administrasi",
    label: "staffMenu.administrasi",
    authorities: ADMIN,
    children: [
      { id: "administrasi.journalTypes", label: "staffMenu.administrasiItems.journalTypes", authorities: ADMIN, module: "administrasi/jenis-jurnal", newTab: true },
      { id: "administrasi.sourceDocuments", label: "staffMenu.administrasiItems.sourceDocuments", authorities: ADMIN, module: "administrasi/dokumen-sumber", newTab: true },
    ],
  },
  {
    id: "pengaturan",
    label: "staffMenu.pengaturan",
    authorities: ADMIN,
    children: [
      { id: "pengaturan.unit", label: "staffMenu.pengaturanItems.unit", authorities: ADMIN, module: "pengaturan/unit", newTab: true },
      { id: "pengaturan.batch", label: "staffMenu.pengaturanItems.batch", authorities: ADMIN, module: "pengaturan/batch", newTab: true },
      { id: "pengaturan.businessType", label: "staffMenu.pengaturanItems.businessType", authorities: ADMIN, module: "pengaturan/jenis-usaha", newTab: true },
      { id: "pengaturan.savings", label: "staffMenu.pengaturanItems.savings", authorities: ADMIN, module: "pengaturan/simpanan", newTab: true },
      { id: "pengaturan.accounts", label: "staffMenu.pengaturanItems.accounts", authorities: ADMIN, module: "pengaturan/akun", newTab: true },
      { id: "pengaturan.district", label: "staffMenu.pengaturanItems.district", authorities: ADMIN, module: "pengaturan/kecamatan", newTab: true },
      { id: "pengaturan.village", label: "staffMenu.pengaturanItems.village", authorities: ADMIN, module: "pengaturan/desa", newTab: true },
      { id: "pengaturan.expedition", label: "staffMenu.pengaturanItems.expedition", authorities: ADMIN, module: "pengaturan/ekspedisi", newTab: true },
    ],
  },
];

/** Roles whose holders may open the back-office at all (every role the tree names). */
export function staffRoles(tree: readonly StaffMenuItem[] = STAFF_MENU): Role[] {
  const roles = new Set<Role>();
  const walk = (items: readonly StaffMenuItem[]) => {
    for (const item of items) {
      item.authorities.forEach((role) => roles.add(role));
      if (item.children) walk(item.children);
    }
  };
  walk(tree);
  return [...roles];
}

/** What one account sees: the tree with every item it may not see removed, and empty groups dropped. */
export function visibleMenu(tree: readonly StaffMenuItem[], authorities: readonly Role[]): StaffMenuItem[] {
  const allowed = (item: StaffMenuItem) => item.authorities.some((role) => authorities.includes(role));
  return tree.flatMap((item) => {
    if (!allowed(item)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, authorities);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Where an item links to, or null when it is a heading or a module this installation does not have. */
export function menuHref(item: Pick<StaffMenuItem, "to" | "module" | "disabled">, modulesUrl: string | null): string | null {
  if (item.disabled) return null;
  if (item.to) return item.to;
  if (item.module && modulesUrl) return `${modulesUrl.replace(/\/+$/, "")}/${item.module}`;
  return null;
}

/** The tree without the item linking to `to` (a page this installation switched off); null keeps all. */
export function withoutLink(tree: readonly StaffMenuItem[], to: string | null): StaffMenuItem[] {
  if (to === null) return [...tree];
  return tree.flatMap((item) => {
    if (item.to === to) return [];
    if (!item.children) return [item];
    const children = withoutLink(item.children, to);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
