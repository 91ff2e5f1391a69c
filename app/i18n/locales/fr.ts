import content from "./fr/content";
import layout from "./fr/layout";
import type { Messages } from "./id";

const fr: Messages = {
  ...layout,
  ...content,
};

export default fr;
