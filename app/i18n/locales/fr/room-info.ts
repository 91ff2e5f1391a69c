import type { RoomInfoMessages } from "../id/room-info";

const roomInfo: RoomInfoMessages = {
  roomInfo: {
    photoAlt: "Photo de {{name}} {{n}}",
    showAll_one: "Voir {{count}} photo",
    showAll_other: "Voir les {{count}} photos",
    roomPhotos: "Photos de {{name}}",
    policies: "Règles et conditions",
    checkIn: "Arrivée",
    checkInFrom: "À partir de {{time}} (WIB)",
    checkOut: "Départ",
    checkOutUntil: "Jusqu'à {{time}} (WIB)",
    houseRules: "Règles de la maison",
    cancellation: "Conditions d'annulation",
  },
};

export default roomInfo;
