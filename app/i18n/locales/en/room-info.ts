import type { RoomInfoMessages } from "../id/room-info";

const roomInfo: RoomInfoMessages = {
  roomInfo: {
    photoAlt: "Photo of {{name}} {{n}}",
    showAll_one: "See {{count}} photo",
    showAll_other: "See all {{count}} photos",
    roomPhotos: "Photos of {{name}}",
    policies: "Rules & policies",
    checkIn: "Check-in",
    checkInFrom: "From {{time}} WIB",
    checkOut: "Check-out",
    checkOutUntil: "Until {{time}} WIB",
    houseRules: "House rules",
    cancellation: "Cancellation policy",
  },
};

export default roomInfo;
