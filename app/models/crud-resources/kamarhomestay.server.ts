import { CANCEL_POLICIES, facility, hotel, ROOM_KINDS, roomType, roomTypeFacility, roomTypePhoto } from "~/db/schema";
import { defineResource, field } from "~/crud/define";

/** Date ranges a promo may have (a season each year, say, for the next few years). */
const PROMO_PERIODS = 4;

/** The spec's kamarhomestay: a room type of a homestay or hotel, with five photo slots and its facilities. */
export default defineResource({
  name: "kamarhomestay",
  table: roomType,
  fields: [
    field.text("nama", { required: "crud.validation.kamarNamaRequired", max: 100 }),
    field.ref("hotelId", hotel, { required: true }),
    field.choice("ket", ROOM_KINDS, { required: true }),
    field.date("tmtBerlaku"),
    field.int("luas", { min: 0, max: 100_000 }),
    field.text("tipeBed", { max: 100 }),
    field.int("kapasitas", { required: true, min: 1, max: 100 }),
    field.price("hargaOnline", { required: true }),
    field.price("hargaOffline", { required: true }),
    // At most 99 %: a promo of 100 % makes the nights free, and a booking of 0 cannot be paid online.
    field.int("discPersenPromo", { min: 0, max: 99 }),
    field.text("ketPromo", { max: 200 }),
    // When the promo applies (docs/decisions/027): nights of the week, date ranges, a minimum stay, holidays.
    field.weekdays("promoHari"),
    field.periods("promoPeriode", PROMO_PERIODS),
    field.int("promoMinMalam", { min: 1, max: 365 }),
    field.boolean("promoKecualiLibur"),
    // Cancellation policy (docs/decisions/027); bookings keep the one they were sold with.
    field.choice("kebijakanBatal", CANCEL_POLICIES, { required: true, initial: "FLEXIBLE" }),
    field.int("batalGratisHari", { required: true, min: 0, max: 365, initial: "3" }),
    field.int("dendaBatalPersen", { required: true, min: 0, max: 100, initial: "50" }),
    field.textarea("keterangan", { max: 2_000 }),
    field.html("fasWeb"),
    field.refs("fasilitas", facility, { table: roomTypeFacility, owner: "roomTypeId", other: "facilityId" }),
    field.photos("foto", 5, { table: roomTypePhoto, owner: "roomTypeId", slot: "slot", key: "fotoKey" }),
    field.boolean("aktif"),
  ],
  columns: ["id", "nama", "hotelId", "ket", "kapasitas", "hargaOnline", "hargaOffline", "tmtBerlaku"],
  search: ["nama", "hotelId", "tipeBed"],
  sort: ["id", "nama", "hotelId", "ket", "kapasitas", "luas", "hargaOnline", "hargaOffline", "tmtBerlaku"],
  dialog: "large",
});
