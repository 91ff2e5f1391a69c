import type { Widen } from "../widen";

/** (filled by the channel-sync work) */
const holds = {
  holds: {},
};

export default holds;
export type HoldsMessages = Widen<typeof holds>;
