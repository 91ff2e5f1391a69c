import account from "./fr/account";
import admin from "./fr/admin";
import booking from "./fr/booking";
import chat from "./fr/chat";
import content from "./fr/content";
import crud from "./fr/crud";
import desk from "./fr/desk";
import layout from "./fr/layout";
import office from "./fr/office";
import security from "./fr/security";
import search from "./fr/search";
import type { Messages } from "./id";

const fr: Messages = {
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

export default fr;
