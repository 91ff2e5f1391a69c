import { createInstance, type i18n as I18n, type TFunction } from "i18next";
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
    rememberPlainLookups(instance, language);
    renderInstances.set(language, instance);
  }
  return instance;
}

/**
 * The fixed `t` of one language outside a render (meta functions, e-mails, refusals): the render instance's
 * own `t` of that language (made once, see rememberPlainLookups), so its answers are remembered as a render's are.
 */
export function serverFixedT(language: Language): TFunction {
  return renderI18n(language).getFixedT(language);
}

/** What `useTranslation`'s fixed `t` adds to every call: the render's language and namespaces. */
const FIXED_T_OPTIONS = new Set(["lng", "lngs", "ns", "keyPrefix"]);
const MAX_REMEMBERED = 4_000;
/** A call with long values (a guest's message, say) is not remembered: the memory stays small. */
const MAX_KEY_LENGTH = 300;

/**
 * A page asks for the same few hundred messages on every render ("nav.home", "room.sleeps" with 2 guests),
 * and i18next resolves each through its namespaces, plural rules and interpolation every time. The render
 * instance remembers what a call answered, keyed by the message key and the call's values, when those values
 * are plain strings, numbers or booleans (the resources never change while the isolate lives); a call with
 * anything else (objects, functions, another language) goes to i18next as before. Bounded: emptied when full.
 */
function rememberPlainLookups(instance: I18n, language: Language) {
  // i18next's typed `t` only takes catalogue keys; this wrapper passes through whatever the caller gave.
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, string>();
  const t = (key: unknown, options?: unknown, ...rest: unknown[]) => {
    const cacheKey = typeof key === "string" && rest.length === 0 ? lookupKey(key, options, language) : null;
    if (cacheKey === null) return translate(key, options, ...rest);
    const known = remembered.get(cacheKey);
    if (known !== undefined) return known;
    const value = translate(key, options);
    if (typeof value === "string") {
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(cacheKey, value);
    }
    return value;
  };
  instance.t = t as unknown as I18n["t"];

  // useTranslation asks for a fixed `t` of the render's language and default namespace in every component,
  // and i18next builds a new one each time, whose every call copies its options to add the language and
  // namespace. That `t` is the instance's own: the remembered lookups above, made once. A call with a
  // default value instead of options, or any other language, namespace or key prefix, goes to i18next's.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => unknown;
  const defaultNS = instance.options.defaultNS;
  const i18nextFixedT = getFixedT(null, defaultNS);
  const ownT = (key: unknown, options?: unknown, ...rest: unknown[]) =>
    options === undefined || (typeof options === "object" && options !== null && rest.length === 0)
      ? t(key, options)
      : (i18nextFixedT as unknown as (...args: unknown[]) => unknown)(key, options, ...rest);
  instance.getFixedT = ((lng?: unknown, ns?: unknown, keyPrefix?: unknown) =>
    (lng === null || lng === undefined || lng === language) && (ns === undefined || ns === null || ns === defaultNS) && keyPrefix === undefined
      ? ownT
      : getFixedT(lng, ns, keyPrefix)) as unknown as I18n["getFixedT"];
}

/** The memory's key for a call, or null when the call must go to i18next. */
function lookupKey(key: string, options: unknown, language: Language): string | null {
  if (options === undefined) return key;
  if (typeof options !== "object" || options === null) return null;
  let cacheKey = key;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (FIXED_T_OPTIONS.has(name)) {
      if (value === null) continue; // useTranslation's t passes lngs: null (the instance's language)
      if (name === "ns" && (typeof value === "string" || Array.isArray(value))) cacheKey += `\u0000ns=${namespaceKey(value)}`;
      else if (name !== "lng" || value !== language) return null;
      continue;
    }
    // A value's type and text: 2 and "2" differ; a text holding the separator is not remembered.
    const type = typeof value;
    if (type === "string") {
      if ((value as string).includes("\u0000")) return null;
      cacheKey += `\u0000${name}=s${value as string}`;
    } else if (type === "number" || type === "boolean") cacheKey += `\u0000${name}=${type === "number" ? "n" : "b"}${String(value)}`;
    else return null;
    if (cacheKey.length > MAX_KEY_LENGTH) return null;
  }
  return cacheKey;
}

/** The namespaces of a fixed `t`: the same array object on every call of one render, written out once. */
const namespaceKeys = new WeakMap<readonly unknown[], string>();
function namespaceKey(ns: string | readonly unknown[]): string {
  if (typeof ns === "string") return ns;
  let known = namespaceKeys.get(ns);
  if (known === undefined) {
    known = JSON.stringify(ns);
    namespaceKeys.set(ns, known);
  }
  return known;
}
