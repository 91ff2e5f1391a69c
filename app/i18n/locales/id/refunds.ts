import type { Widen } from "../widen";

/** Refunds, manual transfers and no-shows in the back-office. */
const refunds = {
  refunds: {},
};

export default refunds;
export type RefundsMessages = Widen<typeof refunds>;
