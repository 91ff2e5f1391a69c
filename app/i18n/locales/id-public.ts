/**
 * Indonesian messages of the public site: everything a visitor's page may show. The browser downloads
 * only this part of its language (plus the staff part on back-office pages).
 */
import account from "./id/account";
import booking from "./id/booking";
import chat from "./id/chat";
import content from "./id/content";
import layout from "./id/layout";
import search from "./id/search";
import security from "./id/security";
import rates from "./id/rates";
import orders from "./id/orders";
import payMethods from "./id/pay-methods";
import validation from "./id/validation";
import roomInfo from "./id/room-info";
import type { Widen } from "./widen";

const idPublic = {
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

export default idPublic;
export type PublicMessages = Widen<typeof idPublic>;
