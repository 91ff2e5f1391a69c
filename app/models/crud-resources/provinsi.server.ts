import { country, province } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Provinces a guest's address may name (per country). */
export default defineResource({
  name: "provinsi",
  table: province,
  fields: [field.ref("countryId", country, { required: true }), field.text("nama", { required: true, max: 100 })],
  columns: ["id", "nama", "countryId"],
  search: ["nama", "countryId"],
  sort: ["id", "nama", "countryId"],
  title: "nama",
});
