import type { ReactNode } from "react";
import type { MessageKey, MessageValues } from "~/i18n/message-key";
import { isErrorData } from "~/utils/invariant";

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

/**
 * The default title and message of a refusal with this status: a refusal's own message (its key,
 * translated), under a title named by its status; 5xx is always the server error, whatever it carried.
 * The back office titles every 4xx but 404 "could not be processed", as it always has.
 */
export function describeRefusal(
  status: number,
  data: unknown,
  t: (key: MessageKey, values?: MessageValues) => string,
  variant: "page" | "desk" = "page",
) {
  const server = status >= 500;
  const deskTitle = variant === "desk" && !server && status !== 404 ? "desk.errors.title" : undefined;
  const title = t(server ? "errors.serverErrorTitle" : (deskTitle ?? TITLES[status] ?? "errors.badRequestTitle"));
  const message =
    !server && isErrorData(data)
      ? t(data.key, data.values)
      : t(server ? "errors.serverErrorMessage" : (MESSAGES[status] ?? "errors.badRequestMessage"));
  return { title, message };
}

/**
 * The markup of every error page: the general boundary draws it inside the site's layout, and the
 * Worker's own refusals (before Remix runs) draw it as a page of its own, so both look the same.
 */
export function ErrorPage({
  status,
  title,
  message,
  back,
  homeLabel,
  variant = "page",
}: {
  status: number;
  title: string;
  message: string;
  back?: ReactNode;
  homeLabel: string;
  variant?: "page" | "desk";
}) {
  if (variant === "desk") {
    return (
      <section className="staff-page desk-error" role="alert">
        <p className="desk-error__status">{status}</p>
        <h1>{title}</h1>
        <p>{message}</p>
        {back}
      </section>
    );
  }
  return (
    <section className="error-page container" role="alert">
      <p className="error-page__status">{status}</p>
      <h1>{title}</h1>
      <p>{message}</p>
      <p className="error-page__actions">
        {back}
        <a className="button button--primary" href="/">
          {homeLabel}
        </a>
      </p>
    </section>
  );
}
