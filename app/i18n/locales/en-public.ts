import account from "./en/account";
import booking from "./en/booking";
import chat from "./en/chat";
import content from "./en/content";
import layout from "./en/layout";
import search from "./en/search";
import security from "./en/security";
import rates from "./en/rates";
import orders from "./en/orders";
import payMethods from "./en/pay-methods";
import validation from "./en/validation";
import type { PublicMessages } from "./id-public";
import roomInfo from "./en/room-info";

const enPublic: PublicMessages = {
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

export default enPublic;
