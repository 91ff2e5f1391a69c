import type { ChannelsMessages } from "../id/channels";

const channels: ChannelsMessages = {
  channels: {},
};

export default channels;
