/**
 * Indonesian: the site's main language and the source of truth for message keys. Each feature keeps
 * its messages in locales/<lang>/<feature>.ts; en and fr must match the Indonesian shape exactly.
 */
import layout from "./id/layout";
import search from "./id/search";
import type { Widen } from "./widen";

const id = {
  ...layout,
  ...search,
};

export default id;
export type Messages = Widen<typeof id>;
