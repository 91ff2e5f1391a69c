import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/Link";
import type { Language } from "~/i18n/config";
import type { UndoableChange } from "~/utils/rate-preview";
import { langOf } from "~/utils/content-lang";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";

function useSummary(change: UndoableChange, language: Language) {
  const { t } = useTranslation();
  const kind = t(`rateGrid.kinds.${change.kind}`);
  const value = change.nilai === null ? "" : change.kind === "percent" ? ` (${change.nilai} %)` : ` (${formatRupiah(change.nilai, language)})`;
  return t("rateGrid.undo.summary", {
    kind: `${kind}${value}`,
    from: formatDate(change.from, "long", language),
    to: formatDate(change.to, "long", language),
    principal: change.principal,
    at: formatDate(change.at, "dateTime", language),
  });
}

function RoomTypes({ change }: { change: UndoableChange }) {
  const { t } = useTranslation();
  return (
    <ul>
      {change.roomTypes.map((type) => (
        <li key={type.id} lang={langOf(type, "nama")}>
          {t("rateGrid.undo.roomType", { hotel: type.hotelNama, roomType: type.nama, count: type.nights })}
        </li>
      ))}
    </ul>
  );
}

/** The last change of the room type shown, and the button that asks to undo it (docs/decisions/038). */
export function LastChange({ change, shownType, language }: { change: UndoableChange; shownType: number; language: Language }) {
  const { t } = useTranslation();
  return (
    <section className="rate-undo" aria-labelledby="rate-undo-title">
      <h2 id="rate-undo-title">{t("rateGrid.undo.title")}</h2>
      <p>{useSummary(change, language)}</p>
      <RoomTypes change={change} />
      {change.blocked ? (
        <p className="desk-muted">{t("rateGrid.undo.blocked")}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="changeId" value={change.changeId} />
          <input type="hidden" name="type" value={shownType} />
          <button type="submit" name="intent" value="undoPreview" className="button button--secondary">
            {t("rateGrid.undo.button")}
          </button>
        </Form>
      )}
    </section>
  );
}

/** "Undo this change?": what goes back, with the confirming button; shown first on the page. */
export function UndoConfirm({ change, shownType, language, cancelTo }: { change: UndoableChange; shownType: number; language: Language; cancelTo: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, [change]);
  return (
    <section className="rate-confirm" aria-labelledby="rate-undo-confirm-title" data-testid="undo-confirm">
      <h2 id="rate-undo-confirm-title" tabIndex={-1} ref={heading}>
        {t("rateGrid.undo.confirmTitle")}
      </h2>
      <p>{useSummary(change, language)}</p>
      <p>{t("rateGrid.undo.confirmLead")}</p>
      <RoomTypes change={change} />
      <Form method="post" className="rate-confirm__buttons">
        <input type="hidden" name="changeId" value={change.changeId} />
        <input type="hidden" name="type" value={shownType} />
        <button type="submit" name="intent" value="undo" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("rateGrid.undo.confirm")}
        </button>
        <Link to={cancelTo} className="button button--secondary">
          {t("rateGrid.preview.cancel")}
        </Link>
      </Form>
    </section>
  );
}
