import { renderToStaticMarkup } from "react-dom/server";
import { describeRefusal, ErrorPage } from "~/components/errors/ErrorPage";
import { getLanguage } from "~/i18n/i18n.server";
import { translator, type MessageKey, type MessageValues } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { isErrorData } from "~/utils/invariant";

/** What a refusal page needs from the app's build: the stylesheets of the root route. */
export type RefusalPage = { stylesheets?: readonly string[] };

type RefusalOptions = RefusalPage & { values?: MessageValues; headers?: HeadersInit };

/** A browser loading a page (its Accept names HTML) gets the error page; programs get the message. */
function wantsPage(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Only the refusal's own headers (Retry-After, Allow, …) carry over; type, length and caching are set here. */
function refusalHeaders(language: string, headers: HeadersInit | undefined, contentType: string): Headers {
  const merged = new Headers(headers);
  for (const name of ["Content-Type", "Content-Length", "Content-Encoding"]) merged.delete(name);
  merged.set("Content-Type", contentType);
  merged.set("Content-Language", language);
  if (!merged.has("Cache-Control")) merged.set("Cache-Control", "no-store");
  merged.set("X-Content-Type-Options", "nosniff");
  return merged;
}

/** The general error page as a document of its own: the same markup and stylesheet, no scripts. */
function refusalDocument(language: string, status: number, title: string, message: string, homeLabel: string, page: RefusalPage) {
  const markup = renderToStaticMarkup(
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {(page.stylesheets ?? []).map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <main id="main">
          <ErrorPage status={status} title={title} message={message} homeLabel={homeLabel} />
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

const PAGE_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/**
 * How every refusal that no Remix error boundary renders is answered — the Worker's guards that run
 * before Remix (cross-site posts, unreadable bodies, booking-code guessing, an unhandled error) and the
 * refusals resource routes throw. In the visitor's language (detected like every page: ?lng, the lng
 * cookie, Accept-Language, Indonesian), never cached, never sniffed:
 * - a browser (Accept: text/html) gets the general error page: the title and message the root error
 *   boundary would show for this status and key, in the same markup and stylesheet;
 * - anyone else gets the message: plain text from the Worker's guards, or — `json` — the refusal's
 *   `{key, values}` with its translated `message` added, for the callers of resource routes.
 */
export async function refusalResponse(
  request: Request,
  status: number,
  key: MessageKey,
  options: RefusalOptions & { json?: boolean } = {},
): Promise<Response> {
  const language = await getLanguage(request);
  const t = translator(fixedT(language));
  const data = options.values ? { key, values: options.values } : { key };
  if (wantsPage(request)) {
    const { title, message } = describeRefusal(status, data, t);
    const headers = refusalHeaders(language, options.headers, "text/html; charset=utf-8");
    headers.set("Content-Security-Policy", PAGE_POLICY);
    return new Response(refusalDocument(language, status, title, message, t("errors.backHome"), options), { status, headers });
  }
  const message = t(key, options.values);
  if (options.json) {
    const headers = refusalHeaders(language, options.headers, "application/json; charset=utf-8");
    return new Response(JSON.stringify({ ...data, message }), { status, headers });
  }
  return new Response(message, { status, headers: refusalHeaders(language, options.headers, "text/plain; charset=utf-8") });
}

/**
 * A resource route's refusal (`errorResponse` JSON, which Remix hands back as it is) answered by the
 * rule above. Remix's own data requests (`?_data=`) are left alone: the browser's boundary reads them.
 */
export async function resourceRefusal(request: Request, response: Response, page: RefusalPage): Promise<Response> {
  if (response.status < 400 || new URL(request.url).searchParams.has("_data")) return response;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("application/json")) return response;
  const data: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!isErrorData(data)) return response;
  await response.body?.cancel();
  return refusalResponse(request, response.status, data.key, { ...page, values: data.values, headers: response.headers, json: true });
}
