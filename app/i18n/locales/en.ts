import account from "./en/account";
import admin from "./en/admin";
import booking from "./en/booking";
import chat from "./en/chat";
import content from "./en/content";
import crud from "./en/crud";
import desk from "./en/desk";
import layout from "./en/layout";
import office from "./en/office";
import security from "./en/security";
import search from "./en/search";
import type { Messages } from "./id";

const en: Messages = {
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

export default en;
