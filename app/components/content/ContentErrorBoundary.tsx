import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The error boundary of a content page. An unknown or malformed id (the loader throws a 404) shows a
 * "not found" page in the page's language that names what was not found and links back; anything else
 * shows the generic error page.
 */
export function ContentErrorBoundary({
  notFoundTitle,
  backTo = "/",
  backLabel,
}: {
  notFoundTitle: string;
  backTo?: string;
  backLabel?: string;
}) {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="error-page container">
      <p className="error-page__status">{notFound ? 404 : isRouteErrorResponse(error) ? error.status : 500}</p>
      <h1>{notFound ? notFoundTitle : t("errors.serverErrorTitle")}</h1>
      <p>{notFound ? t("errors.notFoundMessage") : t("errors.serverErrorMessage")}</p>
      <p className="error-page__actions">
        {backLabel && backTo !== "/" ? (
          <Link className="button button--secondary" to={backTo}>
            {backLabel}
          </Link>
        ) : null}
        <Link className="button button--primary" to="/">
          {t("errors.backHome")}
        </Link>
      </p>
    </section>
  );
}
