import type { RoomInfoMessages } from "../id/room-info";

const roomInfo: RoomInfoMessages = {
  roomInfo: {},
};

export default roomInfo;
