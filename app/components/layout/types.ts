/** What the root loader gives the layout (see app/models/layout.server.ts). */
export interface LayoutContact {
  nama: string;
  alamat: string | null;
  telepon: string | null;
  email: string | null;
  whatsapp: string | null;
  jamOperasional: string | null;
  latitude: number | null;
  longitude: number | null;
}

export interface LayoutLink {
  id: number;
  nama: string;
  url: string;
}

export interface LayoutData {
  contact: LayoutContact | null;
  profileMenu: { id: number; judul: string }[];
  destinations: { id: number; nama: string }[];
  cafes: { id: number; nama: string }[];
  headerLinks: LayoutLink[];
  footerLinks: LayoutLink[];
  latestEvents: { id: number; nama: string; tanggal: string; lokasi: string | null }[];
  /** CSS custom properties from the theme table, e.g. { "--theme-header-background-color": "#1f4d2b" }. */
  themeVariables: Record<string, string>;
}
