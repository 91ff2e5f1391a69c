import type { HoldsMessages } from "../id/holds";

const holds: HoldsMessages = {
  holds: {},
};

export default holds;
