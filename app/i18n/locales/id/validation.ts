import type { Widen } from "../widen";

/**
 * What any form says about a value it refuses, whatever the form (app/utils/zod-messages.ts maps every zod
 * problem here; app/utils/form-fields.ts adds the rules for text, dates and money). A form's own message,
 * where it has one, comes first.
 */
const validation = {
  validation: {
    required: "Harus diisi.",
    invalid: "Isian tidak valid.",
    repeated: "Isian ini terkirim lebih dari sekali. Kirim formulir dari halamannya.",
    choice: "Pilihan tidak tersedia.",
    number: "Isikan angka.",
    wholeNumber: "Isikan bilangan bulat, tanpa desimal.",
    format: "Format isian tidak sesuai.",
    email: "Alamat e-mail tidak valid.",
    url: "Alamat tautan tidak valid.",
    date: "Isikan tanggal yang benar.",
    dateRange: "Tahun harus antara {{from}} dan {{to}}.",
    tooShort_one: "Paling sedikit {{count}} karakter.",
    tooShort_other: "Paling sedikit {{count}} karakter.",
    tooLong_one: "Paling banyak {{count}} karakter.",
    tooLong_other: "Paling banyak {{count}} karakter.",
    tooFew_one: "Pilih paling sedikit {{count}}.",
    tooFew_other: "Pilih paling sedikit {{count}}.",
    tooMany_one: "Paling banyak {{count}} pilihan.",
    tooMany_other: "Paling banyak {{count}} pilihan.",
    atLeast: "Paling kecil {{min, number}}.",
    moreThan: "Harus lebih dari {{min, number}}.",
    atMost: "Paling besar {{max, number}}.",
    lessThan: "Harus kurang dari {{max, number}}.",
    bidi: "Isian ini memuat karakter tak terlihat yang membalik arah teks (kontrol bidi). Ketik ulang tanpa karakter itu.",
    rupiah: "Isikan harga dalam Rupiah, misalnya 150.000.",
    wholeRupiah: "Isikan Rupiah utuh, tanpa desimal.",
    priceZero: "Harga harus lebih dari Rp 0.",
    priceMax: "Harga paling banyak Rp {{max, number}}.",
  },
};

export default validation;
export type ValidationMessages = Widen<typeof validation>;
