import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SortHeader } from "~/components/office/SortHeader";
import { Pagination } from "~/components/ui/Pagination";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { countListedUsers, listUsers } from "~/models/user-admin.server";
import { officeError, requireAdmin, requireUserByLogin } from "~/services/office.server";
import { redirectWithToast } from "~/services/toast.server";
import { setActivationByAdmin } from "~/services/user-admin.server";
import officeStyles from "~/styles/office.css";
import { formatDate } from "~/utils/dates";
import { formatSort } from "~/utils/list-sort";
import { languageFromMatches, messagesFor } from "~/utils/meta";
import { pageInfo, parsePage } from "~/utils/pagination";
import { privatePageHeaders } from "~/utils/route-headers";
import { LISTED_ROLES, parseUserSort, USER_PAGE_SIZE, type UserSortField } from "~/utils/user-list";

export const links = () => [{ rel: "stylesheet", href: officeStyles }];
export const headers = privatePageHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const m = messagesFor(languageFromMatches(matches));
  return [{ title: `${m.office.users.title} — ${m.meta.siteName}` }, { name: "robots", content: "noindex" }];
};

/** The list's own URL for a page and sort order (what links and redirects after a change point at). */
function listUrl(page: number, sort: string): string {
  return `/pengguna?${new URLSearchParams({ page: String(page), sort })}`;
}

/** Users (spec §2): 20 a page, sortable, the anonymous user hidden. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireAdmin(request, context);
  const url = new URL(request.url);
  const sort = parseUserSort(url.searchParams.get("sort"));
  const total = await countListedUsers(context.db);
  const info = pageInfo(total, parsePage(url.searchParams.get("page")), USER_PAGE_SIZE);
  const rows = await listUsers(context.db, { offset: info.offset, limit: info.size, sort });
  return json({ rows, info, sort, self: session.user.login });
}

/** Clicking the activation label toggles it (spec §4), then the list reloads where it was. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireAdmin(request, context);
  const form = await request.formData();
  const back = listUrl(parsePage(String(form.get("page") ?? "")), formatSort(parseUserSort(String(form.get("sort") ?? ""))));
  if (form.get("intent") !== "activation") throw await officeError(request, 400, "errors.badRequestTitle");
  const user = await requireUserByLogin(request, context, String(form.get("login") ?? ""));
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

const COLUMNS: readonly UserSortField[] = ["id", "login", "email"];
const DATE_COLUMNS: readonly UserSortField[] = ["createdDate", "lastModifiedBy", "lastModifiedDate"];

export default function UsersPage() {
  const { rows, info, sort, self } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const sortValue = formatSort(sort);
  const hrefForSort = (value: string) => listUrl(1, value);
  return (
    <section className="staff-page office-page">
      <header className="office-page__header">
        <h1>{t("office.users.title")}</h1>
        <Link className="button button--primary" to="/pengguna/new">
          {t("office.users.create")}
        </Link>
      </header>
      {rows.length === 0 ? (
        <p>{t("office.users.empty")}</p>
      ) : (
        <div className="office-table-wrap">
          <table className="office-table">
            <thead>
              <tr>
                {COLUMNS.map((field) => (
                  <SortHeader key={field} field={field} sort={sort} label={t(`office.users.columns.${field}`)} hrefFor={hrefForSort} />
                ))}
                <th scope="col">{t("office.users.columns.activated")}</th>
                <th scope="col">{t("office.users.columns.langKey")}</th>
                <th scope="col">{t("office.users.columns.authorities")}</th>
                {DATE_COLUMNS.map((field) => (
                  <SortHeader key={field} field={field} sort={sort} label={t(`office.users.columns.${field}`)} hrefFor={hrefForSort} />
                ))}
                <th scope="col">{t("office.common.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((user) => {
                const isSelf = user.login === self;
                return (
                  <tr key={user.id} data-login={user.login}>
                    <td>{user.id}</td>
                    <td>
                      <Link to={`/pengguna/user/${encodeURIComponent(user.login)}`}>{user.login}</Link>
                      {isSelf ? <span className="office-badge office-badge--muted"> {t("office.users.self")}</span> : null}
                    </td>
                    <td>{user.email}</td>
                    <td>
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
                          disabled={isSelf && user.activated}
                        >
                          {user.activated ? t("office.users.activated") : t("office.users.deactivated")}
                        </button>
                      </Form>
                    </td>
                    <td>{user.langKey}</td>
                    <td>
                      {user.authorities
                        .filter((role) => (LISTED_ROLES as readonly string[]).includes(role))
                        .map((role) => (
                          <span key={role} className="office-badge">
                            {role}
                          </span>
                        ))}
                    </td>
                    <td>{formatDate(user.createdDate, "dateTime", language)}</td>
                    <td>{user.lastModifiedBy ?? t("office.common.none")}</td>
                    <td>{user.lastModifiedDate ? formatDate(user.lastModifiedDate, "dateTime", language) : t("office.common.none")}</td>
                    <td className="office-actions">
                      <Link to={`/pengguna/user/${encodeURIComponent(user.login)}`}>{t("office.users.view")}</Link>
                      <Link to={`/pengguna/${encodeURIComponent(user.login)}/edit`}>{t("office.users.edit")}</Link>
                      {isSelf ? null : (
                        <Link className="office-danger" to={`/pengguna/${encodeURIComponent(user.login)}/delete`}>
                          {t("office.users.delete")}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={info.page}
        pages={info.pages}
        hrefFor={(page) => listUrl(page, sortValue)}
        label={t("office.common.pages")}
        summary={t("office.common.showing", { from: info.from, to: info.to, total: info.total })}
      />
    </section>
  );
}
