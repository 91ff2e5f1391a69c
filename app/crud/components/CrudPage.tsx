import { useLocation, useNavigate } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { useHydrated } from "~/components/ui/useHydrated";
import { listQuery, resourceKey, type CrudActionData, type CrudLoaderData } from "~/crud/view";
import { CrudDelete } from "./CrudDelete";
import { CrudForm } from "./CrudForm";
import { CrudList } from "./CrudList";

/** A modal <dialog> over the list; closing it (Esc, ×, backdrop) goes back to the list. */
function CrudDialog({ title, size, onClose, children }: { title: string; size: "medium" | "large"; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`crud-dialog crud-dialog--${size}`}
      aria-labelledby="crud-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="crud-dialog__content">
        <header className="crud-dialog__header">
          <h2 id="crud-dialog-title">{title}</h2>
          <button type="button" className="crud-dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("crud.form.close")}</span>
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}

function CrudIndex({ resources }: { resources: { name: string; total: number }[] }) {
  const { t } = useTranslation();
  const message = useMessageText();
  return (
    <section className="staff-page crud-page" aria-labelledby="crud-title">
      <h1 id="crud-title">{t("crud.index.title")}</h1>
      <p>{t("crud.index.lead")}</p>
      <p>
        <Link to="/master/terjemahan">{t("crud.translations.title")}</Link>
      </p>
      <ul className="crud-index">
        {resources.map((r) => (
          <li key={r.name}>
            <Link to={`/master/${r.name}`}>{message(`crud.resources.${resourceKey(r.name)}`)}</Link>{" "}
            <span className="crud-index__count">{t("crud.index.count", { count: r.total })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every master-data page: the index, a resource's list, and its create/edit/delete views. Without
 * JavaScript a view is a plain page; with it, the list stays and the view opens in a dialog.
 */
export function CrudPage({ data, actionData }: { data: CrudLoaderData; actionData?: CrudActionData }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation();
  const message = useMessageText();
  if (data.view === "index") return <CrudIndex resources={data.resources} />;

  const { resource, list, record, options } = data;
  const listView = <CrudList resource={resource} list={list} />;
  if (data.view === "list" || !record) return listView;

  const query = listQuery(list);
  const back = data.returnTo ?? `${resource.base}${query}`;
  const action = `${location.pathname}${location.search}`;
  const listSearch = query.replace(/^\?/, "");
  const key = resourceKey(resource.name);
  const dialogName = message(`crud.dialogNames.${key}`) === `crud.dialogNames.${key}` ? message(`crud.resources.${key}`) : message(`crud.dialogNames.${key}`);
  const title =
    data.view === "delete"
      ? t("crud.delete.title")
      : data.view === "new"
        ? t("crud.form.titleNew", { resource: dialogName })
        : t("crud.form.titleEdit", { resource: dialogName });
  const panel =
    data.view === "delete" ? (
      <CrudDelete record={record} action={action} back={back} listSearch={listSearch} />
    ) : (
      <CrudForm resource={resource} record={record} options={options} action={action} back={back} listSearch={listSearch} returnTo={data.returnTo} actionData={actionData} />
    );

  if (!hydrated) {
    return (
      <section className="staff-page crud-page" aria-labelledby="crud-view-title">
        <h1 id="crud-view-title">{title}</h1>
        {panel}
      </section>
    );
  }
  return (
    <>
      {listView}
      <CrudDialog key={location.pathname} title={title} size={data.view === "delete" ? "medium" : resource.dialog} onClose={() => navigate(back)}>
        {panel}
      </CrudDialog>
    </>
  );
}
