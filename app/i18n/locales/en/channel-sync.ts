import type { ChannelSyncMessages } from "../id/channel-sync";

const channelSync: ChannelSyncMessages = {
  channelSync: {},
};

export default channelSync;
