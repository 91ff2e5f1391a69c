import type { TFunction } from "i18next";
import type { Messages } from "./locales/id";

/**
 * Every message key of the catalogue as one flat union of dotted paths ("booking.errors.busy"), read
 * from the Indonesian messages (the source of truth for keys), public and staff parts alike (a key is
 * looked up in both namespaces, see `i18nConfig`). Plural forms appear once, without their suffix
 * ("search.stay.nights" for "nights_one"/"nights_other"), as i18next looks them up.
 *
 * Kept cheap on purpose: one mapped type, at most four levels deep (the catalogue's depth), no
 * interpolation or return-type inference. Use it for keys that travel as data (error codes, status
 * labels, toasts); i18next's own typed `t` remains for literal keys in components.
 */
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
type Deeper = [never, 0, 1, 2, 3];
type Paths<T, Depth extends number> = [Depth] extends [never]
  ? never
  : {
      [K in keyof T & string]: T[K] extends string ? WithoutPlural<K> : `${K}.${Paths<T[K], Deeper[Depth]>}`;
    }[keyof T & string];

export type MessageKey = Paths<Messages, 3>;

/** Interpolation values of a message. */
export type MessageValues = Record<string, string | number>;

/** A translate function for message keys that travel as data. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The key and values of a message that carries its values because it can only travel as text (a zod
 * issue, a form reply): "validation.tooLong?count=40" (written by `messageWithValues`, zod-messages.ts).
 * Numbers come back as numbers.
 */
export function splitMessage(text: string): { key: string; values: MessageValues } {
  const mark = text.indexOf("?");
  if (mark < 0 || !/^[\w.]+$/.test(text.slice(0, mark))) return { key: text, values: {} };
  const values: MessageValues = {};
  for (const [name, value] of new URLSearchParams(text.slice(mark + 1))) {
    values[name] = /^-?\d{1,15}$/.test(value) ? Number(value) : value;
  }
  return { key: text.slice(0, mark), values };
}

/**
 * i18next's `t` taking MessageKey. The one place a key union meets i18next's typed `t`, whose
 * per-call inference is what makes checking keys expensive; everything else calls the result. A key
 * carrying its values (`messageWithValues`) is translated with them.
 */
export function translator(t: TFunction): Translate {
  return (key, values) => {
    if (!key.includes("?")) return t(key, values ?? {});
    const split = splitMessage(key);
    return t(split.key as MessageKey, { ...split.values, ...values });
  };
}
