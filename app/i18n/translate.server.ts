import { createInstance, type i18n as I18n } from "i18next";
import { i18nConfig, type Language } from "./config";
import { resources } from "./resources";

/**
 * The server's translations: one i18next instance holding every language, initialised synchronously
 * when the module loads (the resources are bundled, nothing is fetched), shared by every request.
 * Read it through `fixedT` (translate.ts), which the browser build answers with its own instance.
 */
export const serverI18n = createInstance();
void serverI18n.init({ ...i18nConfig, resources, initImmediate: false });

const renderInstances = new Map<Language, I18n>();

/**
 * The instance a server render of one language reads through `I18nextProvider`: a clone of `serverI18n`
 * fixed to that language (sharing its resources), made once per language and isolate instead of a new
 * instance initialised with every resource on every request. A render never changes its language:
 * switching languages is a new document.
 */
export function renderI18n(language: Language): I18n {
  let instance = renderInstances.get(language);
  if (!instance) {
    instance = serverI18n.cloneInstance({ lng: language, initImmediate: false });
    renderInstances.set(language, instance);
  }
  return instance;
}
