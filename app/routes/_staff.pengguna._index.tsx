import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { sortHeader } from "~/components/office/SortHeader";
import { DataTable } from "~/components/staff/DataTable";
import { ListPager } from "~/components/staff/ListPager";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { countListedUsers, listUsers } from "~/models/user-admin.server";
import { requireUserByLogin } from "~/services/office.server";
import { redirectWithToast } from "~/services/toast.server";
import { setActivationByAdmin } from "~/services/user-admin.server";
import officeStyles from "~/styles/office.css";
import { formatDate } from "~/utils/dates";
import { formatSort } from "~/utils/list-sort";
import { noindexMeta } from "~/utils/meta";
import { pageInfo, parsePage } from "~/utils/pagination";
import { privatePageHeaders } from "~/utils/route-headers";
import { LISTED_ROLES, parseUserSort, USER_PAGE_SIZE, type UserSortField } from "~/utils/user-list";
import { requireUserWithRole } from "~/services/auth.server";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("office.users.title");

/** The list's own URL for a page and sort order (what links and redirects after a change point at). */
function listUrl(page: number, sort: string): string {
  return `/pengguna?${new URLSearchParams({ page: String(page), sort })}`;
}

/** Users (spec §2): 20 a page, sortable, the anonymous user hidden. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const url = new URL(request.url);
  const sort = parseUserSort(url.searchParams.get("sort"));
  const total = await countListedUsers(context.db);
  const info = pageInfo(total, parsePage(url.searchParams.get("page")), USER_PAGE_SIZE);
  const rows = await listUsers(context.db, { offset: info.offset, limit: info.size, sort });
  return json({ rows, info, sort, self: session.user.login });
}

/** Clicking the activation label toggles it (spec §4), then the list reloads where it was. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserWithRole(request, context, "ROLE_ADMIN");
  const form = await request.formData();
  const back = listUrl(parsePage(String(form.get("page") ?? "")), formatSort(parseUserSort(String(form.get("sort") ?? ""))));
  if (form.get("intent") !== "activation") throw errorResponse("errors.badRequestTitle", { status: 400 });
  const user = await requireUserByLogin(context, String(form.get("login") ?? ""));
  const activated = form.get("activated") === "true";
  if (!activated && user.id === session.user.id) {
    return redirectWithToast(back, { type: "error", key: "office.users.toast.cannotDeactivateSelf" }, context.env);
  }
  await setActivationByAdmin(context, request, session.user, user, activated);
  return redirectWithToast(
    back,
    { type: "success", key: activated ? "office.users.toast.activated" : "office.users.toast.deactivated", values: { login: user.login } },
    context.env,
  );
}

export default function UsersPage() {
  const { rows, info, sort, self } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const sortValue = formatSort(sort);
  const sortable = (field: UserSortField) => sortHeader(field, sort, t(`office.users.columns.${field}`), (value) => listUrl(1, value));
  return (
    <section className="staff-page office-page">
      <header className="office-page__header">
        <h1>{t("office.users.title")}</h1>
        <Link className="button button--primary" to="/pengguna/new">
          {t("office.users.create")}
        </Link>
      </header>
      <DataTable
        rows={rows}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ "data-login": user.login })}
        empty={t("office.users.empty")}
        columns={[
          { id: "id", ...sortable("id"), cell: (user) => user.id },
          {
            id: "login",
            ...sortable("login"),
            cell: (user) => (
              <>
                <Link to={`/pengguna/user/${encodeURIComponent(user.login)}`}>{user.login}</Link>
                {user.login === self ? <span className="office-badge office-badge--muted"> {t("office.users.self")}</span> : null}
              </>
            ),
          },
          { id: "email", ...sortable("email"), cell: (user) => user.email },
          {
            id: "activated",
            header: t("office.users.columns.activated"),
            cell: (user) => (
              <Form method="post" className="office-inline-form">
                <input type="hidden" name="intent" value="activation" />
                <input type="hidden" name="login" value={user.login} />
                <input type="hidden" name="activated" value={user.activated ? "false" : "true"} />
                <input type="hidden" name="page" value={info.page} />
                <input type="hidden" name="sort" value={sortValue} />
                <button
                  type="submit"
                  className={`office-status office-status--${user.activated ? "on" : "off"}`}
                  aria-label={t("office.users.toggleActivation", { login: user.login })}
                  disabled={user.login === self && user.activated}
                >
                  {user.activated ? t("office.users.activated") : t("office.users.deactivated")}
                </button>
              </Form>
            ),
          },
          { id: "langKey", header: t("office.users.columns.langKey"), cell: (user) => user.langKey },
          {
            id: "authorities",
            header: t("office.users.columns.authorities"),
            cell: (user) =>
              user.authorities
                .filter((role) => (LISTED_ROLES as readonly string[]).includes(role))
                .map((role) => (
                  <span key={role} className="office-badge">
                    {role}
                  </span>
                )),
          },
          { id: "createdDate", ...sortable("createdDate"), cell: (user) => formatDate(user.createdDate, "dateTime", language) },
          { id: "lastModifiedBy", ...sortable("lastModifiedBy"), cell: (user) => user.lastModifiedBy ?? t("office.common.none") },
          {
            id: "lastModifiedDate",
            ...sortable("lastModifiedDate"),
            cell: (user) => (user.lastModifiedDate ? formatDate(user.lastModifiedDate, "dateTime", language) : t("office.common.none")),
          },
          {
            id: "actions",
            header: t("office.common.actions"),
            className: "office-actions",
            cell: (user) => (
              <>
                <Link to={`/pengguna/user/${encodeURIComponent(user.login)}`}>{t("office.users.view")}</Link>
                <Link to={`/pengguna/${encodeURIComponent(user.login)}/edit`}>{t("office.users.edit")}</Link>
                {user.login === self ? null : (
                  <Link className="office-danger" to={`/pengguna/${encodeURIComponent(user.login)}/delete`}>
                    {t("office.users.delete")}
                  </Link>
                )}
              </>
            ),
          },
        ]}
      />
      <ListPager info={info} hrefFor={(page) => listUrl(page, sortValue)} />
    </section>
  );
}
