import type { PayMethodsMessages } from "../id/pay-methods";

const payMethods: PayMethodsMessages = {
  payMethods: {},
};

export default payMethods;
