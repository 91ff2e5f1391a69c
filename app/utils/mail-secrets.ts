/**
 * What staff may read of a sent e-mail (docs/decisions/032). The outbox keeps every message as it went
 * out; the back-office reads it through the outbox model, which applies the two rules below, so no page
 * can show more than they allow.
 */

/**
 * Mail whose whole point is a link that opens an account or a conversation: its body is never shown to
 * staff (they see recipient, kind, time and delivery state).
 */
export const ACCESS_LINK_MAIL_KINDS = ["activation", "password-reset", "email-change", "chat-continue"] as const;

export function withholdsBody(kind: string): boolean {
  return (ACCESS_LINK_MAIL_KINDS as readonly string[]).includes(kind);
}

/** What a redacted part of a link reads as. */
export const REDACTED = "…";

/**
 * Query parameters of the links in our mails that open nothing by themselves: the booking code of
 * "Pesanan Saya" (the guest still types the e-mail address), the language, the chat widget, map places.
 * Every other parameter's value is redacted, so a new signed link is covered before anyone lists it.
 */
const READABLE_PARAMETERS = new Set(["kode", "lng", "chat", "mlat", "mlon", "query", "api"]);

/**
 * A run of 20 or more URL-safe characters mixing digits or letter cases: a token in a path or fragment (a
 * gateway's payment page, a signature). Words of a path ("reservasi-info-pendpay") and booking codes
 * (16 characters) stay.
 */
const TOKEN_RUN = /[A-Za-z0-9_-]{20,}/g;

function hideTokens(part: string): string {
  return part.replace(TOKEN_RUN, (run) =>
    /\d/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run)) ? REDACTED : run,
  );
}

function parameterName(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " ")).toLowerCase();
  } catch {
    return "";
  }
}

function redactUrl(url: string): string {
  const hashAt = url.indexOf("#");
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const fragment = hashAt === -1 ? "" : url.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const address = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  // The scheme and host stay as written (not a user:password before the host); the path is searched for tokens.
  const pathAt = address.indexOf("/", address.indexOf("//") + 2);
  const origin = (pathAt === -1 ? address : address.slice(0, pathAt)).replace(/\/\/[^@]*@/, `//${REDACTED}@`);
  const path = pathAt === -1 ? "" : address.slice(pathAt);
  const query = queryAt === -1 ? null : beforeHash.slice(queryAt + 1);
  const pairs =
    query === null
      ? null
      : query.split("&").map((pair) => {
          if (!pair.includes("=")) return hideTokens(pair);
          const name = pair.slice(0, pair.indexOf("="));
          return READABLE_PARAMETERS.has(parameterName(pair)) ? hideTokens(pair) : `${name}=${REDACTED}`;
        });
  return `${origin}${hideTokens(path)}${pairs === null ? "" : `?${pairs.join("&")}`}${hideTokens(fragment)}`;
}

/** A link runs to the next white space (our mails put every link on its own or after a space). */
const URL_PATTERN = /https?:\/\/\S+/gi;

/** The text with every link's access parts (signatures, keys, tokens) replaced by "…"; the rest stays. */
export function redactAccessLinks(text: string): string {
  return text.replace(URL_PATTERN, redactUrl);
}
