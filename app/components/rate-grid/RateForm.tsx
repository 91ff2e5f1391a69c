import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { langOf } from "~/utils/content-lang";
import { RATE_CHANGE_KINDS, rateChangeSchema, WEEKDAY_NAMES, WEEKDAYS } from "~/utils/rate-change";

interface Props {
  roomTypeId: number;
  /** The room types of the shown one's property (itself included), to change several at once. */
  siblings: { id: number; nama: string; hotelId: number; hotelNama: string; untranslated?: string[] }[];
  /** The range shown in the date inputs (the grid's selection, or the month). */
  from: string;
  to: string;
  /** Whether from/to come from days picked in the grid (they then win over what a failed post sent back). */
  picked: boolean;
  onRangeInput: (range: { from: string; to: string }) => void;
  lastResult: SubmissionResult<string[]> | undefined;
}

/**
 * The one form that changes a range of days: with JavaScript the grid fills from/to; without it staff
 * type them, tick weekdays or "holidays only", the room types of the property to change (or all of them),
 * choose the change and its value. Posts the same either way, to a confirmation first (RatePreview).
 */
export function RateForm({ roomTypeId, siblings, from, to, picked, onRangeInput, lastResult }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "rate-change",
    lastResult,
    constraint: getZodConstraint(rateChangeSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rateChangeSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const message = useMessageText();
  const sent = (value: unknown, fallback: string) => (!picked && typeof value === "string" ? value : fallback);
  const shownFrom = sent(fields.from.initialValue, from);
  const shownTo = sent(fields.to.initialValue, to);
  // Outside the label, so a field's name stays its name; the input points at its errors (aria-describedby).
  const errorsOf = (id: string, errors: string[] | undefined) => (
    <FieldErrors id={id} errors={errors} message={message} />
  );

  return (
    <Form method="post" className="rate-form" {...getFormProps(form)} aria-labelledby="rate-form-title">
      <h2 id="rate-form-title">{t("rateGrid.form.title")}</h2>
      <FieldErrors id={`${form.id}-errors`} errors={form.errors} message={message} />
      <input type="hidden" name="type" value={roomTypeId} />
      {siblings.length > 1 ? (
        <fieldset className="rate-form__weekdays" aria-describedby={fields.roomTypeId.errorId}>
          <legend>{t("rateGrid.form.roomTypes")}</legend>
          <p className="desk-muted">{t("rateGrid.form.roomTypesHint")}</p>
          {siblings.map((r) => (
            <label key={r.id} className="rate-form__check" lang={langOf(r, "nama")}>
              <input type="checkbox" name="roomTypeId" value={r.id} defaultChecked={r.id === roomTypeId} /> {r.nama}
            </label>
          ))}
          <label className="rate-form__check">
            <input type="checkbox" name="wholeHotel" value={siblings[0].hotelId} /> {t("rateGrid.form.wholeHotel", { hotel: siblings[0].hotelNama })}
          </label>
          {errorsOf(fields.roomTypeId.errorId, fields.roomTypeId.errors)}
        </fieldset>
      ) : (
        <input type="hidden" name="roomTypeId" value={roomTypeId} />
      )}
      <div className="rate-form__row">
        <div className="desk-field">
          <label className="rate-form__label">
            <span>{t("rateGrid.form.from")}</span>
            <input
              {...getInputProps(fields.from, { type: "date" })}
              key={`from-${shownFrom}`}
              defaultValue={shownFrom}
              onChange={(e) => onRangeInput({ from: e.target.value, to: shownTo })}
            />
          </label>
          {errorsOf(fields.from.errorId, fields.from.errors)}
        </div>
        <div className="desk-field">
          <label className="rate-form__label">
            <span>{t("rateGrid.form.to")}</span>
            <input
              {...getInputProps(fields.to, { type: "date" })}
              key={`to-${shownTo}`}
              defaultValue={shownTo}
              onChange={(e) => onRangeInput({ from: shownFrom, to: e.target.value })}
            />
          </label>
          {errorsOf(fields.to.errorId, fields.to.errors)}
        </div>
      </div>
      <fieldset className="rate-form__weekdays">
        <legend>{t("rateGrid.form.weekdays")}</legend>
        <p className="desk-muted">{t("rateGrid.form.weekdaysHint")}</p>
        {WEEKDAYS.map((d) => (
          <label key={d} className="rate-form__check">
            <input type="checkbox" name="weekdays" value={d} /> {t(`rateGrid.weekday.${WEEKDAY_NAMES[d]}`)}
          </label>
        ))}
      </fieldset>
      <label className="rate-form__check">
        <input type="checkbox" name="holidaysOnly" /> {t("rateGrid.form.holidaysOnly")}
      </label>
      <div className="rate-form__row">
        <div className="desk-field">
          <label className="rate-form__label">
            <span>{t("rateGrid.form.kind")}</span>
            <select {...getSelectProps(fields.kind)} defaultValue="priceOnline">
              {RATE_CHANGE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`rateGrid.kinds.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          {errorsOf(fields.kind.errorId, fields.kind.errors)}
        </div>
        <div className="desk-field">
          <label className="rate-form__label">
            <span>{t("rateGrid.form.nilai")}</span>
            <input {...getInputProps(fields.nilai, { type: "text" })} inputMode="numeric" />
          </label>
          {errorsOf(fields.nilai.errorId, fields.nilai.errors)}
        </div>
        <div className="desk-field">
          <label className="rate-form__label">
            <span>{t("rateGrid.form.minMalam")}</span>
            <input {...getInputProps(fields.minMalam, { type: "text" })} inputMode="numeric" />
          </label>
          {errorsOf(fields.minMalam.errorId, fields.minMalam.errors)}
        </div>
        <div className="desk-field">
          <label className="rate-form__label">
            <span>{t("rateGrid.form.maxMalam")}</span>
            <input {...getInputProps(fields.maxMalam, { type: "text" })} inputMode="numeric" />
          </label>
          {errorsOf(fields.maxMalam.errorId, fields.maxMalam.errors)}
        </div>
      </div>
      <label className="rate-form__check">
        <input type="checkbox" name="aktif" defaultChecked /> {t("rateGrid.form.aktif")}
      </label>
      <div>
        <button type="submit" name="intent" value="preview" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("rateGrid.form.submit")}
        </button>
      </div>
    </Form>
  );
}
