import account from "./fr/account";
import content from "./fr/content";
import layout from "./fr/layout";
import security from "./fr/security";
import type { Messages } from "./id";

const fr: Messages = {
  ...layout,
  ...account,
  ...security,
  ...content,
};

export default fr;
