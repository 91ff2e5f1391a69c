import layout from "./en/layout";
import search from "./en/search";
import type { Messages } from "./id";

const en: Messages = {
  ...layout,
  ...search,
};

export default en;
