import { holiday } from "~/db/schema";
import { defineResource, field } from "~/crud/define";
import { HOLIDAY_KINDS } from "~/utils/vocabulary";

/**
 * Public holidays and cuti bersama (/master/libur): the days the rate grid can price as "holidays only".
 * Keyed by the date itself; the URL names a row by it as a number (2026-08-17 → /master/libur/20260817/edit).
 */
export default defineResource({
  name: "libur",
  table: holiday,
  fields: [
    field.date("tanggal", { required: true, unique: "crud.validation.taken" }),
    field.text("nama", { required: true, max: 100 }),
    field.choice("jenis", HOLIDAY_KINDS, { required: true }),
  ],
  columns: ["tanggal", "nama", "jenis"],
  search: ["nama", "tanggal"],
  sort: ["tanggal", "nama", "jenis"],
  title: "nama",
  dialog: "medium",
});
