import type { Widen } from "../widen";

/** The room page's gallery, property description and house rules. */
const roomInfo = {
  roomInfo: {
    photoAlt: "Foto {{name}} {{n}}",
    showAll_one: "Lihat {{count}} foto",
    showAll_other: "Lihat semua {{count}} foto",
    roomPhotos: "Foto {{name}}",
    policies: "Aturan & kebijakan",
    checkIn: "Check-in",
    checkInFrom: "Mulai pukul {{time}} WIB",
    checkOut: "Check-out",
    checkOutUntil: "Paling lambat pukul {{time}} WIB",
    houseRules: "Aturan penginapan",
    cancellation: "Kebijakan pembatalan",
  },
};

export default roomInfo;
export type RoomInfoMessages = Widen<typeof roomInfo>;
