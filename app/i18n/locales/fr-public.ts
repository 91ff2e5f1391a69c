import account from "./fr/account";
import booking from "./fr/booking";
import chat from "./fr/chat";
import content from "./fr/content";
import layout from "./fr/layout";
import search from "./fr/search";
import security from "./fr/security";
import rates from "./fr/rates";
import orders from "./fr/orders";
import payMethods from "./fr/pay-methods";
import validation from "./fr/validation";
import type { PublicMessages } from "./id-public";
import roomInfo from "./fr/room-info";

const frPublic: PublicMessages = {
  ...roomInfo,
  ...layout,
  ...account,
  ...security,
  ...search,
  ...booking,
  ...content,
  ...chat,
  ...rates,
  ...orders,
  ...payMethods,
  ...validation,
};

export default frPublic;
