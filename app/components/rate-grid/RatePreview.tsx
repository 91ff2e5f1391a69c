import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/Link";
import type { Language } from "~/i18n/config";
import type { PreviewNight, RatePreview as Preview } from "~/utils/rate-preview";
import { langOf } from "~/utils/content-lang";
import { formatDate } from "~/utils/dates";
import { formatRupiah } from "~/utils/money";
import type { NightPrices } from "~/utils/rate-plan";
import { RuleList } from "./RuleList";

interface Props {
  preview: Preview;
  /** The rates changed between the preview and its confirmation: shown again. */
  stale: boolean;
  language: Language;
  /** Where "Cancel" leads: the page as it was. */
  cancelTo: string;
}

/** A night's price as staff typed it and, beside it, as guests pay it after the room type's promo. */
export function PriceText({ prices, language }: { prices: NightPrices; language: Language }) {
  const { t } = useTranslation();
  const typed = formatRupiah(prices.online, language);
  return (
    <span className="rate-price">
      {prices.onlineAfterPromo === prices.online ? typed : t("rateGrid.preview.price", { typed, after: formatRupiah(prices.onlineAfterPromo, language) })}
      <span className="rate-price__offline">{t("rateGrid.preview.offline", { price: formatRupiah(prices.offline, language) })}</span>
    </span>
  );
}

/**
 * The confirmation of a rate change (docs/decisions/038), shown first on the page after "Review change": per
 * room type what the ordinary nights become, and each night that is different now with "Keep" (the default)
 * or "Overwrite". Nothing is written until "Save change"; without JavaScript it is the page the post returns.
 */
export function RatePreview({ preview, stale, language, cancelTo }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, [preview]);
  const nothing = preview.roomTypes.every((type) => type.ordinary.length === 0 && type.different.length === 0);
  return (
    <section className="rate-confirm" aria-labelledby="rate-confirm-title" data-testid="rate-preview">
      <h2 id="rate-confirm-title" tabIndex={-1} ref={heading}>
        {t("rateGrid.preview.title")}
      </h2>
      {stale ? (
        <p role="alert" className="rate-confirm__stale">
          {t("rateGrid.preview.stale")}
        </p>
      ) : (
        <p>{t("rateGrid.preview.lead")}</p>
      )}
      <Form method="post" className="rate-confirm__form">
        {preview.fields.map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        {preview.roomTypes.map((type) => (
          <section key={type.id} className="rate-confirm__type" aria-labelledby={`rate-confirm-${type.id}`}>
            <h3 id={`rate-confirm-${type.id}`} lang={langOf(type, "nama")}>
              {type.hotelNama} — {type.nama}
            </h3>
            <ul className="rate-confirm__ordinary">
              {type.ordinary.map((group, i) => (
                <li key={i}>
                  {t("rateGrid.preview.ordinary", { count: group.count })}{" "}
                  <PriceText prices={group.before} language={language} /> → <PriceText prices={group.after} language={language} />
                </li>
              ))}
              {type.unchanged > 0 ? <li>{t("rateGrid.preview.unchanged", { count: type.unchanged })}</li> : null}
            </ul>
            {type.different.length > 0 ? <DifferentNights roomTypeId={type.id} nights={type.different} language={language} /> : null}
          </section>
        ))}
        {nothing ? <p>{t("rateGrid.preview.nothing")}</p> : null}
        <div className="rate-confirm__buttons">
          <button type="submit" name="intent" value="apply" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("rateGrid.form.confirm")}
          </button>
          <Link to={cancelTo} className="button button--secondary">
            {t("rateGrid.preview.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function DifferentNights({ roomTypeId, nights, language }: { roomTypeId: number; nights: PreviewNight[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <div className="rate-confirm__different">
      <h4>{t("rateGrid.preview.differentTitle")}</h4>
      <p className="desk-muted">{t("rateGrid.preview.differentLead")}</p>
      <div className="rate-confirm__table">
        <table data-testid={`different-${roomTypeId}`}>
          <thead>
            <tr>
              <th scope="col">{t("rateGrid.preview.night")}</th>
              <th scope="col">{t("rateGrid.preview.now")}</th>
              <th scope="col">{t("rateGrid.preview.after")}</th>
              <th scope="col">{t("rateGrid.preview.choice")}</th>
            </tr>
          </thead>
          <tbody>
            {nights.map((night) => {
              const key = `${roomTypeId}:${night.date}`;
              const label = formatDate(night.date, "long", language);
              return (
                <tr key={night.date} data-date={night.date}>
                  <th scope="row">
                    {formatDate(night.date, "weekday", language)}, {label}
                    {night.holiday ? (
                      <span className="rate-confirm__holiday" lang={langOf(night.holiday, "nama")}>
                        {night.holiday.nama}
                      </span>
                    ) : null}
                  </th>
                  <td>
                    <PriceText prices={night.before} language={language} />
                    <RuleList rules={night.before.rules} />
                  </td>
                  <td>
                    <PriceText prices={night.after} language={language} />
                    <RuleList rules={night.after.rules} />
                  </td>
                  <td>
                    <input type="hidden" name="listed" value={key} />
                    <fieldset className="rate-confirm__choice">
                      <legend className="visually-hidden">{t("rateGrid.preview.choiceFor", { date: label })}</legend>
                      <label>
                        <input type="radio" name={`night:${key}`} value="keep" defaultChecked /> {t("rateGrid.preview.keep")}
                      </label>
                      <label>
                        <input type="radio" name={`night:${key}`} value="overwrite" /> {t("rateGrid.preview.overwrite")}
                      </label>
                    </fieldset>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
