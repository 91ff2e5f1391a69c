import type { Widen } from "../widen";

/** Messages of the request guards (also used by the Worker before Remix runs, so kept small). */
const security = {
  security: {
    crossSite: "Permintaan ditolak: formulir dikirim dari situs lain.",
    forbiddenTitle: "Akses ditolak",
    forbiddenMessage: "Anda tidak memiliki hak akses ke halaman ini.",
    tooManyRequestsTitle: "Terlalu banyak permintaan",
  },
};

export default security;
export type SecurityMessages = Widen<typeof security>;
