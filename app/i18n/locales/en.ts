import account from "./en/account";
import content from "./en/content";
import layout from "./en/layout";
import security from "./en/security";
import search from "./en/search";
import type { Messages } from "./id";

const en: Messages = {
  ...layout,
  ...account,
  ...security,
  ...search,
  ...content,
};

export default en;
