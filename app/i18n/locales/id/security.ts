import type { Widen } from "../widen";

/** Messages of the request guards (also used by the Worker before Remix runs, so kept small). */
const security = {
  security: {
    crossSite: "Permintaan ditolak: formulir dikirim dari situs lain.",
    forbiddenTitle: "Akses ditolak",
    forbiddenMessage: "Anda tidak memiliki hak akses ke halaman ini.",
    tooManyRequestsTitle: "Terlalu banyak permintaan",
    badBody: "Permintaan tidak dapat dibaca: isi formulir rusak atau tidak lengkap. Muat ulang halaman dan kirim formulir sekali lagi.",
    unsupportedBody: "Jenis isi permintaan tidak didukung. Kirim formulir dari halaman situs ini.",
    bodyTooLarge: "Isi permintaan terlalu besar.",
    tooManyLookups: "Terlalu banyak kode booking yang tidak ditemukan dari alamat Anda. Silahkan coba lagi dalam {{minutes}} menit.",
  },
};

export default security;
export type SecurityMessages = Widen<typeof security>;
