import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translator, type MessageKey } from "~/i18n/message-key";
import { describeRefusal, ErrorPage } from "./ErrorPage";

export { describeRefusal } from "./ErrorPage";

/** What a status handler gets: the refusal, and the title and message the page would show by default. */
export type StatusHandlerInfo = { error: ErrorResponse; title: string; message: string };
export type StatusHandler = (info: StatusHandlerInfo) => ReactNode;

/**
 * The one error boundary of the site. Every route group uses it (public pages, account, back office,
 * CRUD): a refusal thrown by `invariantResponse` shows its message in the page's language under a title
 * named by its status; anything unexpected shows the server-error page and is logged. `variant="desk"`
 * draws it inside the back office (the sidebar stays); `titles` renames the page of one status (a
 * content page's "Cafe not found"); `statusHandlers` replace the page of one status altogether.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  titles,
  backTo,
  backLabel,
  variant = "page",
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  titles?: Partial<Record<number, MessageKey>>;
  backTo?: string;
  backLabel?: MessageKey;
  variant?: "page" | "desk";
}) {
  const error = useRouteError();
  const { t: i18nT } = useTranslation();
  const t = translator(i18nT);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error) || status >= 500) console.error(error);
  const described = describeRefusal(status, isRouteErrorResponse(error) ? error.data : undefined, t, variant);
  const titleKey = titles?.[status];
  const title = titleKey ? t(titleKey) : described.title;
  const handler = isRouteErrorResponse(error) ? statusHandlers?.[status] : undefined;
  if (handler && isRouteErrorResponse(error)) return <>{handler({ error, title, message: described.message })}</>;

  const back =
    backTo && backLabel && backTo !== "/" ? (
      <Link className="button button--secondary" to={backTo}>
        {t(backLabel)}
      </Link>
    ) : null;
  return (
    <ErrorPage status={status} title={title} message={described.message} back={back} homeLabel={t("errors.backHome")} variant={variant} />
  );
}
