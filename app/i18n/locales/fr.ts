import account from "./fr/account";
import booking from "./fr/booking";
import layout from "./fr/layout";
import search from "./fr/search";
import security from "./fr/security";
import type { Messages } from "./id";

const fr: Messages = {
  ...layout,
  ...search,
  ...account,
  ...security,
  ...booking,
};

export default fr;
