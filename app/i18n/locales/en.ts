import account from "./en/account";
import booking from "./en/booking";
import layout from "./en/layout";
import search from "./en/search";
import security from "./en/security";
import type { Messages } from "./id";

const en: Messages = {
  ...layout,
  ...search,
  ...account,
  ...security,
  ...booking,
};

export default en;
