import { getFixedT } from "~/i18n/i18n.server";
import type { MessageKey } from "~/i18n/message-key";

/**
 * The answer a back-office page throws for a request it cannot serve (malformed query, unknown id):
 * a 4xx whose body is one sentence in the page's language, shown by the page's error boundary.
 */
export async function deskRefusal(request: Request, status: 400 | 404 | 409, key: MessageKey): Promise<Response> {
  const { t } = await getFixedT(request);
  return new Response(t(key), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
