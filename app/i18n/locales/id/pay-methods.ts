import type { Widen } from "../widen";

/** Payment methods: the labelled list, QRIS and e-wallets. */
const payMethods = {
  payMethods: {},
};

export default payMethods;
export type PayMethodsMessages = Widen<typeof payMethods>;
