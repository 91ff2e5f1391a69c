import content from "./en/content";
import layout from "./en/layout";
import type { Messages } from "./id";

const en: Messages = {
  ...layout,
  ...content,
};

export default en;
