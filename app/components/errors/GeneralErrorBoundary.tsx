import { isRouteErrorResponse, Link, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translator, type MessageKey } from "~/i18n/message-key";
import { isErrorData } from "~/utils/invariant";

/** What a status handler gets: the refusal, and the title and message the page would show by default. */
export type StatusHandlerInfo = { error: ErrorResponse; title: string; message: string };
export type StatusHandler = (info: StatusHandlerInfo) => ReactNode;

const TITLES: Record<number, MessageKey> = {
  400: "errors.badRequestTitle",
  403: "security.forbiddenTitle",
  404: "errors.notFoundTitle",
  405: "errors.badRequestTitle",
  409: "errors.conflictTitle",
  413: "errors.badRequestTitle",
  429: "security.tooManyRequestsTitle",
};

const MESSAGES: Record<number, MessageKey> = {
  403: "security.forbiddenMessage",
  404: "errors.notFoundMessage",
  409: "errors.conflictMessage",
};

/** The default title and message of a refusal with this status (4xx by its kind, 5xx the server error). */
export function describeRefusal(status: number, data: unknown, t: (key: MessageKey, values?: Record<string, string | number>) => string) {
  const server = status >= 500;
  const title = t(server ? "errors.serverErrorTitle" : (TITLES[status] ?? "errors.badRequestTitle"));
  const message =
    !server && isErrorData(data)
      ? t(data.key, data.values)
      : t(server ? "errors.serverErrorMessage" : (MESSAGES[status] ?? "errors.badRequestMessage"));
  return { title, message };
}

/**
 * The one error boundary of the site. Every route group uses it (public pages, account, back office,
 * CRUD): a refusal thrown by `invariantResponse` shows its message in the page's language under a title
 * named by its status; anything unexpected shows the server-error page and is logged. `variant="desk"`
 * draws it inside the back office (the sidebar stays); `statusHandlers` replace the page of one status.
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
  const described = describeRefusal(status, isRouteErrorResponse(error) ? error.data : undefined, t);
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
  if (variant === "desk") {
    return (
      <section className="staff-page desk-error" role="alert">
        <p className="desk-error__status">{status}</p>
        <h1>{title}</h1>
        <p>{described.message}</p>
        {back}
      </section>
    );
  }
  return (
    <section className="error-page container" role="alert">
      <p className="error-page__status">{status}</p>
      <h1>{title}</h1>
      <p>{described.message}</p>
      <p className="error-page__actions">
        {back}
        <a className="button button--primary" href="/">
          {t("errors.backHome")}
        </a>
      </p>
    </section>
  );
}
