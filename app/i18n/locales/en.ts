import layout from "./en/layout";
import type { Messages } from "./id";

const en: Messages = {
  ...layout,
};

export default en;
