import type { RefundsMessages } from "../id/refunds";

const refunds: RefundsMessages = {
  refunds: {},
};

export default refunds;
