import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MessageKey } from "~/i18n/message-key";

/**
 * What a back-office page shows instead of itself when its loader refused the request: the status and
 * the loader's message, inside the back-office layout (the sidebar stays), with a way back.
 */
export function DeskErrorBoundary({ backTo, backLabel }: { backTo: string; backLabel: MessageKey }) {
  const error = useRouteError();
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error)) throw error;
  const message =
    typeof error.data === "string" && error.data
      ? error.data
      : error.status === 404
        ? t("desk.errors.notFound")
        : t("desk.errors.badRequest");
  return (
    <section className="staff-page desk-error" role="alert">
      <p className="desk-error__status">{error.status}</p>
      <h1>{error.status === 404 ? t("errors.notFoundTitle") : t("desk.errors.title")}</h1>
      <p>{message}</p>
      <Link className="button button--secondary" to={backTo}>
        {t(backLabel)}
      </Link>
    </section>
  );
}
