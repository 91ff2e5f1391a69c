import type { Widen } from "../widen";

/**
 * What back-office forms say about numbers, dates and amounts they refuse (the rest of the words every
 * form shares is validation.ts, on public pages too). Kept apart so that visitors' pages do not download
 * them: no form of the public site produces them.
 */
const validationStaff = {
  validationStaff: {
    wholeNumber: "Isikan bilangan bulat, tanpa desimal.",
    dateRange: "Tahun harus antara {{from}} dan {{to}}.",
    tooFew_one: "Pilih paling sedikit {{count}}.",
    tooFew_other: "Pilih paling sedikit {{count}}.",
    tooMany_one: "Paling banyak {{count}} pilihan.",
    tooMany_other: "Paling banyak {{count}} pilihan.",
    atLeast: "Paling kecil {{min, number}}.",
    moreThan: "Harus lebih dari {{min, number}}.",
    atMost: "Paling besar {{max, number}}.",
    lessThan: "Harus kurang dari {{max, number}}.",
    rupiah: "Isikan harga dalam Rupiah, misalnya 150.000.",
    wholeRupiah: "Isikan Rupiah utuh, tanpa desimal.",
    priceZero: "Harga harus lebih dari Rp 0.",
    priceMax: "Harga paling banyak Rp {{max, number}}.",
  },
};

export default validationStaff;
export type ValidationStaffMessages = Widen<typeof validationStaff>;
