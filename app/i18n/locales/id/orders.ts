import type { Widen } from "../widen";

/** "Pesanan Saya": finding, reading and cancelling a booking; cancellation policies. */
const orders = {
  orders: {},
};

export default orders;
export type OrdersMessages = Widen<typeof orders>;
