import layout from "./fr/layout";
import search from "./fr/search";
import type { Messages } from "./id";

const fr: Messages = {
  ...layout,
  ...search,
};

export default fr;
