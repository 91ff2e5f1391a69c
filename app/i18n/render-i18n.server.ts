import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig, type Language } from "./config";
import { resources } from "./resources";

const byLanguage = new Map<Language, I18n>();

/**
 * The i18next instance a server render of one language reads through `I18nextProvider`: made once per
 * language and isolate (synchronously, the resources are bundled) instead of initialising a new instance
 * with every resource on every request. A render never changes it: the language is fixed per instance and
 * switching languages is a new document.
 */
export function renderI18n(language: Language): I18n {
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({ ...i18nConfig, lng: language, resources, initImmediate: false });
    byLanguage.set(language, instance);
  }
  return instance;
}
