import { accommodationType, city, facility, hotel, hotelFacility } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Homestays and hotels: what the accommodation search lists. */
export default defineResource({
  name: "homestay",
  table: hotel,
  fields: [
    field.text("nama", { required: true, max: 150 }),
    field.ref("accommodationTypeId", accommodationType, { required: true }),
    field.ref("cityId", city, { required: true }),
    field.text("alamat", { required: true, max: 255 }),
    field.text("email", { max: 100 }),
    field.text("telepon", { max: 50 }),
    field.textarea("deskripsi"),
    // What the guest's room page and confirmation say: check-in from, check-out by, the house rules.
    field.time("jamCekin", { required: true, initial: "14:00" }),
    field.time("jamCekout", { required: true, initial: "12:00" }),
    field.textarea("aturan", { max: 2_000 }),
    field.decimal("latitude", { min: -90, max: 90 }),
    field.decimal("longitude", { min: -180, max: 180 }),
    field.html("direction"),
    field.int("pop", { min: 0 }),
    field.image("fotoKey"),
    field.refs("fasilitas", facility, { table: hotelFacility, owner: "hotelId", other: "facilityId" }),
    field.boolean("aktif"),
  ],
  columns: ["id", "nama", "accommodationTypeId", "cityId", "telepon", "aktif"],
  search: ["nama", "alamat", "cityId"],
  sort: ["id", "nama", "accommodationTypeId", "cityId", "pop"],
  dialog: "large",
  // A new property still needs room types, units, photos and prices before guests can find it.
  createdTo: "/admin/properti/{id}",
  rowLinks: [{ to: "/admin/properti/{id}", label: "propertySetup.rowLink" }],
});
