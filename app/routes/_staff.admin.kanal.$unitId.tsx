import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { AddFeedForm } from "~/components/channels/AddFeedForm";
import { ExportLink } from "~/components/channels/ExportLink";
import { feedErrorKey, FeedTable } from "~/components/channels/FeedTable";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { MessageKey } from "~/i18n/message-key";
import { getChannelUnit } from "~/models/channel-units.server";
import { listFeedsOfUnit } from "~/models/ical-feed.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { exportLinks, regenerateExportLink } from "~/services/channel-export.server";
import { addFeed, removeFeed, SYNC_FAILURE_STATUS, syncFeed } from "~/services/channel-sync.server";
import { estateGuard, type EstateGuard } from "~/services/estate-scope.server";
import { actorOf, parseIntent } from "~/services/intent.server";
import { redirectWithToast } from "~/services/toast.server";
import channelStyles from "~/styles/channels.css";
import deskStyles from "~/styles/desk.css";
import { addFeedSchema, channelIntentSchema } from "~/utils/channel-forms";
import { errorResponse, invariantResponse } from "~/utils/invariant";
import { noindexMeta } from "~/utils/meta";
import { runtimeErrorReference } from "~/utils/runtime-error";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { CHANNEL_ROLES } from "~/utils/staff-menu";

export const links = () => [
  { rel: "stylesheet", href: deskStyles },
  { rel: "stylesheet", href: channelStyles },
];
export const headers = privatePageHeaders;
export const meta = noindexMeta("channels.title");

/** The unit of the URL, when it is one of the account's estates (404 otherwise, as for an unknown unit). */
async function unitOf(guard: EstateGuard, params: LoaderFunctionArgs["params"], context: LoaderFunctionArgs["context"]) {
  const unitId = parseId(params.unitId);
  await guard.require("unit", unitId, "channels.errors.notFound");
  const unit = unitId === null ? null : await getChannelUnit(context.db, unitId);
  invariantResponse(unit, "channels.errors.notFound", { status: 404 });
  return unit;
}

/** `/admin/kanal/{unitId}`: the unit's export links for the OTAs and the OTA calendars it imports (ADR 028). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, CHANNEL_ROLES);
  const channel = await unitOf(await estateGuard(context.db, session.user.id), params, context);
  const [links, feeds] = await Promise.all([
    exportLinks(context, new URL(request.url).origin, { unitId: channel.unit.id, roomTypeId: channel.roomType.id }),
    listFeedsOfUnit(context.db, channel.unit.id),
  ]);
  // A failure the runtime worded itself reaches the page as its support reference only (utils/runtime-error.ts).
  const shown = feeds.map((f) => ({ ...f, lastErrorReference: runtimeErrorReference(f.lastErrorDetail) }));
  return json({
    channel,
    links,
    feeds: shown.map((f) => (f.lastErrorReference ? { ...f, lastErrorDetail: null } : f)),
    syncMinutes: context.env.ICAL_SYNC_MINUTES,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, CHANNEL_ROLES);
  const guard = await estateGuard(context.db, session.user.id);
  const form = await request.formData();
  const actor = actorOf(session, request);
  const back = `/admin/kanal/${params.unitId ?? ""}`;

  // A form that cannot be read is 400 wherever it is posted; a readable one for another estate's unit is 404.
  if (form.get("intent") === "add") {
    const submission = parseWithZod(form, { schema: addFeedSchema });
    if (submission.status !== "success") return json({ add: submission.reply(), sync: null }, { status: 400 });
    const channel = await unitOf(guard, params, context);
    const result = await addFeed(context, actor, { unitId: channel.unit.id, ...submission.value });
    if (!result.ok) {
      const field = result.error === "badLabel" ? "label" : "url";
      return json({ add: submission.reply({ fieldErrors: { [field]: [feedErrorKey(result.error)] } }), sync: null }, { status: 400 });
    }
    return redirectWithToast(back, { type: "success", key: "channels.toast.added" }, context.env);
  }

  const intent = parseIntent(form, channelIntentSchema, "channels.errors.badForm");
  const channel = await unitOf(guard, params, context);
  if (intent.intent === "regenerate") {
    const id = intent.target === "unit" ? channel.unit.id : channel.roomType.id;
    await regenerateExportLink(context, actor, { kind: intent.target, id });
    return redirectWithToast(back, { type: "success", key: "channels.toast.regenerated" }, context.env);
  }
  // A feed is changed only from the page of the unit it belongs to.
  await guard.require("feed", intent.feedId, "channels.errors.notFound");
  const feed = (await listFeedsOfUnit(context.db, channel.unit.id)).find((f) => f.id === intent.feedId);
  if (!feed) throw errorResponse("channels.errors.notFound", { status: 404 });
  if (intent.intent === "remove") {
    if (!(await removeFeed(context, actor, feed.id))) throw errorResponse("channels.errors.notFound", { status: 404 });
    return redirectWithToast(back, { type: "success", key: "channels.toast.removed" }, context.env);
  }
  const outcome = await syncFeed(context, feed.id);
  if (!outcome) throw errorResponse("channels.errors.notFound", { status: 404 });
  const status = outcome.status === "failed" && outcome.error ? SYNC_FAILURE_STATUS[outcome.error] : 200;
  const reference = outcome.status === "failed" ? runtimeErrorReference(outcome.detail) : null;
  return json({ add: null, sync: { label: feed.label, outcome: reference ? { ...outcome, detail: reference } : outcome } }, { status });
}

export default function ChannelUnitPage() {
  const { channel, links, feeds, syncMinutes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const busy = useNavigation().state !== "idle";
  const sync = actionData?.sync ?? null;

  return (
    <section className="staff-page desk-page channel-page">
      <header className="desk-page__header">
        <p>
          <Link to={`/admin/kanal?hotel=${channel.hotel.id}`}>{t("channels.page.back")}</Link>
        </p>
        <h1>{t("channels.page.title", { unit: channel.unit.nomor })}</h1>
        <p className="desk-page__lead">{t("channels.page.lead", { roomType: channel.roomType.nama, hotel: channel.hotel.nama })}</p>
        {channel.unit.aktif ? null : <p className="desk-muted">{t("channels.page.inactive")}</p>}
      </header>

      <section className="desk-card" aria-labelledby="export-heading">
        <h2 id="export-heading">{t("channels.export.title")}</h2>
        <p className="desk-muted">{t("channels.export.lead")}</p>
        <ExportLink target="unit" label={t("channels.export.unitFeed")} url={links.unit} busy={busy} />
        <ExportLink
          target="type"
          label={t("channels.export.typeFeed", { roomType: channel.roomType.nama })}
          hint={t("channels.export.typeHint")}
          url={links.type}
          busy={busy}
        />
      </section>

      <section className="desk-card" aria-labelledby="import-heading">
        <h2 id="import-heading">{t("channels.import.title")}</h2>
        <p className="desk-muted">{t("channels.import.lead", { minutes: syncMinutes })}</p>
        {sync ? (
          <p role="status" className={`channel-outcome channel-outcome--${sync.outcome.status}`} data-testid="sync-outcome">
            {sync.outcome.status === "failed"
              ? t("channels.outcome.failed", {
                  label: sync.label,
                  error: sync.outcome.error ? t(feedErrorKey(sync.outcome.error), { detail: sync.outcome.detail ?? "?" }) : "",
                })
              : t(`channels.outcome.${sync.outcome.status}` as MessageKey, { label: sync.label, ...sync.outcome })}
          </p>
        ) : null}
        <FeedTable
          feeds={feeds.map((f) => ({ ...f, lastSyncAt: f.lastSyncAt ?? null, lastSuccessAt: f.lastSuccessAt ?? null }))}
          unit={channel.unit.nomor}
          language={language}
          busy={busy}
        />
        <AddFeedForm lastResult={actionData?.add ?? undefined} busy={busy} />
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/kanal" backLabel="channels.page.back" />;
}
