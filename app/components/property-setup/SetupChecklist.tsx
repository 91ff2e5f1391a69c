import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import type { Missing, SetupReport, SetupStep } from "~/utils/property-setup";

/** One missing thing in the page's language ("Belum ada kamar untuk tipe Deluxe"). */
export function useMissingText() {
  const { t } = useTranslation();
  return (m: Missing) => t(`propertySetup.missing.${m.key}`, m.values ?? {});
}

/** Where each step is done: a page of the back office (the guide's own forms are anchors). */
function stepLinks(hotelId: number, step: SetupStep, back: string): { to: string; label: string; values?: Record<string, string> }[] {
  const edit = `/master/homestay/${hotelId}/edit?kembali=${back}`;
  switch (step) {
    case "details":
      return [{ to: edit, label: "editDetails" }];
    case "roomTypes":
      return [{ to: `/kamarhomestay/new?hotelId=${hotelId}&kembali=${back}`, label: "addRoomType" }];
    case "units":
      return [{ to: "#units", label: "addUnits" }];
    case "photos":
      return [{ to: `/admin/properti/${hotelId}/foto`, label: "photos" }];
    case "prices":
      return [{ to: "/admin/tarif", label: "rates" }];
    case "active":
      return [{ to: edit, label: "activate" }];
  }
}

/** The steps of the set-up, each done or with what it still lacks, and where to do it. */
export function SetupChecklist({ hotelId, report }: { hotelId: number; report: SetupReport }) {
  const { t } = useTranslation();
  const missingText = useMissingText();
  const back = encodeURIComponent(`/admin/properti/${hotelId}`);
  return (
    <ol className="setup-steps" aria-label={t("propertySetup.lead")}>
      {report.steps.map(({ step, missing }) => {
        const done = missing.length === 0;
        return (
          <li key={step} className={`setup-step setup-step--${done ? "done" : "todo"}`} data-step={step}>
            <h2 className="setup-step__title">
              <span aria-hidden="true">{done ? "✓" : "•"}</span> {t(`propertySetup.steps.${step}`)}{" "}
              <span className={`desk-badge desk-badge--${done ? "shown" : "pending"}`}>{t(done ? "propertySetup.done" : "propertySetup.todo")}</span>
            </h2>
            {done ? null : (
              <ul className="setup-step__missing">
                {missing.map((m) => (
                  <li key={`${m.key}-${m.values?.type ?? ""}`}>{missingText(m)}</li>
                ))}
              </ul>
            )}
            <p className="setup-step__actions">
              {stepLinks(hotelId, step, back).map((link) => (
                <Link key={link.label} to={link.to} className="button button--secondary">
                  {t(`propertySetup.actions.${link.label}` as "propertySetup.actions.editDetails")}
                </Link>
              ))}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
