import type { OrdersMessages } from "../id/orders";

const orders: OrdersMessages = {
  orders: {},
};

export default orders;
