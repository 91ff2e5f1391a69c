/**
 * Indonesian: the site's main language and the source of truth for message keys. Each feature keeps
 * its messages in locales/<lang>/<feature>.ts; en and fr must match the Indonesian shape exactly.
 */
import account from "./id/account";
import admin from "./id/admin";
import booking from "./id/booking";
import chat from "./id/chat";
import content from "./id/content";
import crud from "./id/crud";
import desk from "./id/desk";
import layout from "./id/layout";
import office from "./id/office";
import security from "./id/security";
import search from "./id/search";
import type { Widen } from "./widen";

const id = {
  ...layout,
  ...account,
  ...admin,
  ...security,
  ...search,
  ...booking,
  ...content,
  ...crud,
  ...chat,
  ...desk,
  ...office,
};

export default id;
export type Messages = Widen<typeof id>;
