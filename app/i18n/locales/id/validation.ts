import type { Widen } from "../widen";

/**
 * What any form says about a value it refuses, whatever the form (app/utils/zod-messages.ts maps every zod
 * problem here, app/utils/form-fields.ts adds the rule for text). A form's own message, where it has one,
 * comes first. Numbers, dates and amounts, which only back-office forms have, are in validation-staff.ts.
 */
const validation = {
  validation: {
    required: "Harus diisi.",
    invalid: "Isian tidak valid.",
    repeated: "Isian ini terkirim lebih dari sekali. Kirim formulir dari halamannya.",
    choice: "Pilihan tidak tersedia.",
    number: "Isikan angka.",
    format: "Format isian tidak sesuai.",
    email: "Alamat e-mail tidak valid.",
    url: "Alamat tautan tidak valid.",
    date: "Isikan tanggal yang benar.",
    tooShort_one: "Paling sedikit {{count}} karakter.",
    tooShort_other: "Paling sedikit {{count}} karakter.",
    tooLong_one: "Paling banyak {{count}} karakter.",
    tooLong_other: "Paling banyak {{count}} karakter.",
    bidi: "Isian ini memuat karakter tak terlihat yang membalik arah teks (kontrol bidi). Ketik ulang tanpa karakter itu.",
  },
};

export default validation;
export type ValidationMessages = Widen<typeof validation>;
