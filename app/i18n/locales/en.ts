import account from "./en/account";
import layout from "./en/layout";
import search from "./en/search";
import security from "./en/security";
import type { Messages } from "./id";

const en: Messages = {
  ...layout,
  ...search,
  ...account,
  ...security,
};

export default en;
