import type { HolidayKind } from "../../../app/utils/vocabulary";

export interface HolidaySeed {
  tanggal: string;
  nama: string;
  jenis: HolidayKind;
}

/** The names, shared by both years so each has one English and French version (translations/holidays.ts). */
export const HOLIDAY_NAMES = {
  tahunBaru: "Tahun Baru Masehi",
  israMikraj: "Isra Mikraj Nabi Muhammad SAW",
  imlek: "Tahun Baru Imlek",
  nyepi: "Hari Suci Nyepi (Tahun Baru Saka)",
  idulfitri: "Hari Raya Idulfitri",
  wafatYesus: "Wafat Yesus Kristus",
  paskah: "Kebangkitan Yesus Kristus (Paskah)",
  buruh: "Hari Buruh Internasional",
  kenaikan: "Kenaikan Yesus Kristus",
  iduladha: "Hari Raya Iduladha",
  waisak: "Hari Raya Waisak",
  pancasila: "Hari Lahir Pancasila",
  muharam: "1 Muharam Tahun Baru Islam",
  kemerdekaan: "Hari Proklamasi Kemerdekaan RI",
  maulid: "Maulid Nabi Muhammad SAW",
  natal: "Hari Raya Natal",
  cutiImlek: "Cuti Bersama Tahun Baru Imlek",
  cutiNyepi: "Cuti Bersama Hari Suci Nyepi",
  cutiIdulfitri: "Cuti Bersama Idulfitri",
  cutiKenaikan: "Cuti Bersama Kenaikan Yesus Kristus",
  cutiIduladha: "Cuti Bersama Iduladha",
  cutiNatal: "Cuti Bersama Natal",
} as const;

type Name = keyof typeof HOLIDAY_NAMES;

const libur = (tanggal: string, name: Name): HolidaySeed => ({ tanggal, nama: HOLIDAY_NAMES[name], jenis: "LIBUR_NASIONAL" });
const cuti = (tanggal: string, name: Name): HolidaySeed => ({ tanggal, nama: HOLIDAY_NAMES[name], jenis: "CUTI_BERSAMA" });

/**
 * 2026: the joint decree of the Ministers of Religious Affairs, Manpower and Administrative Reform
 * (SKB 3 Menteri of 19 September 2025): 17 public holidays and 8 days of cuti bersama.
 */
const Y2026: readonly HolidaySeed[] = [
  libur("2026-01-01", "tahunBaru"),
  libur("2026-01-16", "israMikraj"),
  cuti("2026-02-16", "cutiImlek"),
  libur("2026-02-17", "imlek"),
  cuti("2026-03-18", "cutiNyepi"),
  libur("2026-03-19", "nyepi"),
  cuti("2026-03-20", "cutiIdulfitri"),
  libur("2026-03-21", "idulfitri"),
  libur("2026-03-22", "idulfitri"),
  cuti("2026-03-23", "cutiIdulfitri"),
  cuti("2026-03-24", "cutiIdulfitri"),
  libur("2026-04-03", "wafatYesus"),
  libur("2026-04-05", "paskah"),
  libur("2026-05-01", "buruh"),
  libur("2026-05-14", "kenaikan"),
  cuti("2026-05-15", "cutiKenaikan"),
  libur("2026-05-27", "iduladha"),
  cuti("2026-05-28", "cutiIduladha"),
  libur("2026-05-31", "waisak"),
  libur("2026-06-01", "pancasila"),
  libur("2026-06-16", "muharam"),
  libur("2026-08-17", "kemerdekaan"),
  libur("2026-08-25", "maulid"),
  cuti("2026-12-24", "cutiNatal"),
  libur("2026-12-25", "natal"),
];

/**
 * 2027: the fixed dates, Easter's, and the lunar and lunisolar feasts as the Hijri, Chinese, Saka and
 * Buddhist calendars place them; cuti bersama on the bridging days the decrees usually choose. Staff
 * correct a day in the back-office (/master/libur) when the 2027 decree differs.
 */
const Y2027: readonly HolidaySeed[] = [
  libur("2027-01-01", "tahunBaru"),
  libur("2027-01-05", "israMikraj"),
  cuti("2027-02-05", "cutiImlek"),
  libur("2027-02-06", "imlek"),
  libur("2027-03-08", "nyepi"),
  cuti("2027-03-09", "cutiIdulfitri"),
  libur("2027-03-10", "idulfitri"),
  libur("2027-03-11", "idulfitri"),
  cuti("2027-03-12", "cutiIdulfitri"),
  cuti("2027-03-15", "cutiIdulfitri"),
  libur("2027-03-26", "wafatYesus"),
  libur("2027-03-28", "paskah"),
  libur("2027-05-01", "buruh"),
  libur("2027-05-06", "kenaikan"),
  cuti("2027-05-07", "cutiKenaikan"),
  libur("2027-05-16", "iduladha"),
  cuti("2027-05-17", "cutiIduladha"),
  libur("2027-05-20", "waisak"),
  libur("2027-06-01", "pancasila"),
  libur("2027-06-06", "muharam"),
  libur("2027-08-15", "maulid"),
  libur("2027-08-17", "kemerdekaan"),
  cuti("2027-12-24", "cutiNatal"),
  libur("2027-12-25", "natal"),
];

/** Public holidays and cuti bersama of 2026 and 2027, by date. */
export const HOLIDAYS: readonly HolidaySeed[] = [...Y2026, ...Y2027];
