import { hotel, hotelPhoto } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The photo slider of a homestay's room page. */
export default defineResource({
  name: "homestay-foto",
  table: hotelPhoto,
  fields: [field.ref("hotelId", hotel, { required: true }), field.image("fotoKey", { required: true }), field.text("caption", { max: 200 }), field.int("urutan")],
  columns: ["id", "hotelId", "fotoKey", "caption", "urutan"],
  search: ["hotelId", "caption"],
  sort: ["id", "hotelId", "urutan"],
  title: "caption",
});
