import type { Widen } from "../widen";

/** (filled by the channel-sync work) */
const channelSync = {
  channelSync: {},
};

export default channelSync;
export type ChannelSyncMessages = Widen<typeof channelSync>;
