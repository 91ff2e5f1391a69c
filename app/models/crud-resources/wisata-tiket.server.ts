import { destination, destinationTicketInfo } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** The spec's infotiket: ticket and other information ('Informasi Lain-lain'). */
export default defineResource({
  name: "wisata-tiket",
  table: destinationTicketInfo,
  fields: [field.ref("destinationId", destination, { required: true }), field.text("title", { required: true, max: 150 }), field.html("deskripsi")],
  columns: ["id", "destinationId", "title"],
  search: ["title", "destinationId"],
  sort: ["id", "destinationId", "title"],
  title: "title",
});
