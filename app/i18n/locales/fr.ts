import account from "./fr/account";
import layout from "./fr/layout";
import security from "./fr/security";
import type { Messages } from "./id";

const fr: Messages = {
  ...layout,
  ...account,
  ...security,
};

export default fr;
