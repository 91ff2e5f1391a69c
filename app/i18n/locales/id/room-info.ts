import type { Widen } from "../widen";

/** The room page's gallery, property description and house rules. */
const roomInfo = {
  roomInfo: {},
};

export default roomInfo;
export type RoomInfoMessages = Widen<typeof roomInfo>;
