import type { Widen } from "../widen";

/** (filled by the channel-sync work) */
const channels = {
  channels: {},
};

export default channels;
export type ChannelsMessages = Widen<typeof channels>;
