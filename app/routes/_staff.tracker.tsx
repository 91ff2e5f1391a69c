import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { trackerSnapshot } from "~/services/tracker.server";
import officeStyles from "~/styles/office.css";
import { formatDate } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { isTrackerMessage, TRACKER_ACTIVE_MS, TRACKER_SOCKET_PATH, type TrackedView } from "~/utils/tracker-protocol";
import { requireUserWithRole } from "~/services/auth.server";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.tracker.title");

/** The signed-in users and their pages: a snapshot rendered on the server, then live over a WebSocket. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUserWithRole(request, context, "ROLE_ADMIN");
  return json({ views: await trackerSnapshot(context.env) });
}

const RECONNECT_MS = 1000;

function useLiveViews(initial: TrackedView[] | null) {
  const [views, setViews] = useState(initial ?? []);
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (initial === null) return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${window.location.host}${TRACKER_SOCKET_PATH}`);
      socket.onopen = () => setLive(true);
      socket.onmessage = (event) => {
        const message: unknown = JSON.parse(String(event.data));
        if (!isTrackerMessage(message)) return;
        if (message.type === "snapshot") setViews(message.views);
        else setViews((all) => [message.view, ...all.filter((view) => view.login !== message.view.login)]);
      };
      socket.onclose = () => {
        setLive(false);
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [initial]);
  const now = Date.now();
  return { views: views.filter((view) => now - view.at <= TRACKER_ACTIVE_MS), live };
}

export default function TrackerPage() {
  const { views: snapshot } = useLoaderData<typeof loader>();
  const { views, live } = useLiveViews(snapshot);
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="staff-page office-page">
      <h1>{t("office.tracker.title")}</h1>
      <p>{t("office.tracker.lead")}</p>
      {snapshot === null ? (
        <p className="office-alert">{t("office.tracker.notConfigured")}</p>
      ) : (
        <>
          <p role="status" data-live={live}>
            <span className={`office-state office-state--${live ? "UP" : "NOT_CONFIGURED"}`}>
              {live ? t("office.tracker.live") : t("office.tracker.snapshot")}
            </span>
          </p>
          <DataTable
            rows={views}
            rowKey={(view) => view.login}
            rowProps={(view) => ({ "data-login": view.login })}
            empty={t("office.tracker.empty")}
            columns={[
              { id: "login", header: t("office.tracker.columns.login"), cell: (view) => view.login },
              { id: "ip", header: t("office.tracker.columns.ip"), cell: (view) => view.ip ?? t("office.common.none") },
              { id: "page", header: t("office.tracker.columns.page"), cell: (view) => <code>{view.page}</code> },
              { id: "time", header: t("office.tracker.columns.time"), cell: (view) => formatDate(view.at, "dateTime", language) },
            ]}
          />
        </>
      )}
    </section>
  );
}
