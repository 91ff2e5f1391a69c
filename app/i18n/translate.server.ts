import { createInstance } from "i18next";
import { i18nConfig } from "./config";
import { resources } from "./resources";

/**
 * The server's translations: one i18next instance holding every language, initialised synchronously
 * when the module loads (the resources are bundled, nothing is fetched), shared by every request.
 * Read it through `fixedT` (translate.ts), which the browser build answers with its own instance.
 */
export const serverI18n = createInstance();
void serverI18n.init({ ...i18nConfig, resources, initImmediate: false });
