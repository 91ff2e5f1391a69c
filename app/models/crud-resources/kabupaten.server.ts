import { province, regency } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Regencies a guest's address may name (per province). */
export default defineResource({
  name: "kabupaten",
  table: regency,
  fields: [field.ref("provinceId", province, { required: true }), field.text("nama", { required: true, max: 100 })],
  columns: ["id", "nama", "provinceId"],
  search: ["nama", "provinceId"],
  sort: ["id", "nama", "provinceId"],
  title: "nama",
});
