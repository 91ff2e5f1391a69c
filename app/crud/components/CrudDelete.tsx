import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import type { RecordView } from "~/crud/view";

/** The spec's delete confirmation: 'Anda yakin akan menghapus …?' with Ya (a POST) and Tidak (back to the list). */
export function CrudDelete({ record, action, back, listSearch }: { record: RecordView; action: string; back: string; listSearch: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={action} className="crud-delete">
      <input type="hidden" name="_list" value={listSearch} />
      <p id="crud-delete-question">{t("crud.delete.question", { name: record.title })}</p>
      <div className="crud-form__actions">
        <button type="submit" className="button button--primary" aria-describedby="crud-delete-question">
          {t("crud.delete.yes")}
        </button>
        <Link className="button button--secondary" to={back}>
          {t("crud.delete.no")}
        </Link>
      </div>
    </Form>
  );
}
