import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getLanguage } from "~/i18n/i18n.server";
import { renderI18n } from "~/i18n/translate.server";
import { applySecurityHeaders } from "~/services/security-headers.server";
import { NonceProvider } from "~/utils/nonce";

const ABORT_DELAY_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const i18n = renderI18n(await getLanguage(request));
  const { nonce } = loadContext;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, nonce, loadContext.env);
  const document = (
    <I18nextProvider i18n={i18n}>
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </NonceProvider>
    </I18nextProvider>
  );

  // Without deferred loader data nothing can suspend, so the whole document is React's shell: a stream would
  // send the same bytes at the same moment, only dearer (every piece is encoded on its own). Render it as one
  // string; an error thrown here reaches Remix, which renders the error boundary, as a failed shell does.
  const deferred = remixContext.staticHandlerContext.activeDeferreds;
  if (!deferred || Object.keys(deferred).length === 0) {
    return new Response(`<!DOCTYPE html>${renderToString(document)}`, { headers: responseHeaders, status: responseStatusCode });
  }

  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);
  let status = responseStatusCode;
  const body = await renderToReadableStream(document, {
    nonce,
    signal: controller.signal,
    onError(error: unknown) {
      if (!controller.signal.aborted) console.error(error);
      status = 500;
    },
  });
  // Crawlers get the whole document at once; browsers get it streamed.
  if (isbot(request.headers.get("User-Agent") ?? "")) await body.allReady;
  body.allReady.finally(() => clearTimeout(timeout));
  return new Response(body, { headers: responseHeaders, status });
}
