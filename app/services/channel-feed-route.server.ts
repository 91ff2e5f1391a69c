import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getFixedT } from "~/i18n/i18n.server";
import type { ExportTarget } from "~/models/ical-export.server";
import { exportFeed } from "~/services/channel-export.server";
import { parseId } from "~/utils/route-params";

/**
 * The loader of both exported feeds, `/ical/kamar/{unitId}.ics?token=` and `/ical/tipe/{roomTypeId}.ics?token=`
 * (docs/decisions/028). Anything but the current token of an existing target is a bare 404, the same for a
 * wrong token as for an unknown id, so the URL tells nothing to whoever guesses it. The feed is
 * `private`: the page cache (ADR 009) only stores `public, s-maxage` responses, and no shared cache keeps
 * it past a token change for longer than the five minutes an OTA's own client may.
 */
export function feedLoader(kind: ExportTarget["kind"]) {
  return async ({ request, params, context }: LoaderFunctionArgs): Promise<Response> => {
    const match = /^(\d{1,10})\.ics$/.exec(params.file ?? "");
    const id = match ? parseId(match[1]) : null;
    const token = new URL(request.url).searchParams.get("token") ?? "";
    if (id === null || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return notFound();
    const { t } = await getFixedT(request);
    const body = await exportFeed(context, { kind, id }, token, {
      unavailable: t("channels.feed.unavailable"),
      free: (count) => t("channels.feed.free", { count }),
    });
    if (body === null) return notFound();
    return new Response(request.method === "HEAD" ? null : body, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `inline; filename="${id}.ics"`,
        "Cache-Control": "private, max-age=300",
        "X-Robots-Tag": "noindex",
      },
    });
  };
}

function notFound(): Response {
  return new Response("Not found\n", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}
