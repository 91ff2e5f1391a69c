import layout from "./fr/layout";
import type { Messages } from "./id";

const fr: Messages = {
  ...layout,
};

export default fr;
