import type { MaybeUntranslated } from "~/utils/content-lang";

/**
 * What the root loader gives the layout (see app/models/layout.server.ts), in the page's language; each
 * text without a version in it names itself in `untranslated` (mark it with `langOf`).
 */
export interface LayoutContact extends MaybeUntranslated {
  nama: string;
  alamat: string | null;
  telepon: string | null;
  email: string | null;
  whatsapp: string | null;
  jamOperasional: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface LayoutLink extends MaybeUntranslated {
  id: number;
  nama: string;
  url: string;
}

export interface LayoutData {
  contact: LayoutContact | null;
  profileMenu: ({ id: number; judul: string } & MaybeUntranslated)[];
  destinations: ({ id: number; nama: string } & MaybeUntranslated)[];
  cafes: ({ id: number; nama: string } & MaybeUntranslated)[];
  headerLinks: LayoutLink[];
  footerLinks: LayoutLink[];
  latestEvents: ({ id: number; nama: string; tanggal: string; lokasi: string | null } & MaybeUntranslated)[];
  /** CSS custom properties from the theme table, e.g. { "--theme-header-background-color": "#1f4d2b" }. */
  themeVariables: Record<string, string>;
}
