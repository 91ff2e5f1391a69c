import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import { Form } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { BLOCK_MAX_NIGHTS, BLOCK_REASON_MAX, deskBlockSchema } from "~/utils/desk-block-form";

export interface BlockFormResult {
  result: SubmissionResult<string[]>;
  /** The nights that refused the block, already taken by a booking or another hold. */
  taken?: string[];
}

/**
 * "Block a room" on the calendar: (the estate, when the calendar shows every one,) unit, first night,
 * check-out date and a reason. Checked in the browser and again by the server; the errors sit under
 * their fields in the page's language, and the nights that refused a block are listed above the form.
 * With every estate in view the units are grouped by estate, and with JavaScript only the chosen
 * estate's are offered (without it, a unit of another estate gets the unit's field error).
 */
export function BlockForm({
  hotelId,
  hotels,
  units,
  today,
  defaultFrom,
  actionData,
  long,
  busy,
}: {
  /** The estate of the calendar in view, or null: every estate, picked in the form. */
  hotelId: number | null;
  hotels: { id: number; nama: string }[];
  units: { id: number; nomor: string; roomTypeNama: string; aktif: boolean; hotelId: number }[];
  today: string;
  defaultFrom: string;
  actionData: BlockFormResult | undefined;
  long: (date: string) => string;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => deskBlockSchema(today), [today]);
  const [form, fields] = useForm({
    id: "desk-block",
    lastResult: actionData?.result,
    defaultValue: { hotel: hotelId === null ? "" : String(hotelId), cekin: defaultFrom < today ? today : defaultFrom },
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const text = useMessageText();
  const message = (code: string) => text(code, { max: code === "holds.errors.tooMany" ? BLOCK_MAX_NIGHTS : BLOCK_REASON_MAX });
  const taken = actionData?.taken ?? [];
  // A tampered property field (hidden) has no field to sit under: it is shown with the form's errors.
  const formErrors = [...(form.errors ?? []), ...(hotelId === null ? [] : (fields.hotel.errors ?? []))];
  const [chosen, setChosen] = useState(fields.hotel.initialValue ?? "");
  const estate = hotelId ?? (Number(chosen) || null);
  const offered = units.filter((u) => u.aktif && (estate === null || u.hotelId === estate));
  const groups = hotels.filter((h) => offered.some((u) => u.hotelId === h.id));
  const option = (u: (typeof units)[number]) => (
    <option key={u.id} value={u.id}>
      {u.nomor} · {u.roomTypeNama}
    </option>
  );
  const field = (name: "cekin" | "cekout", label: string) => (
    <label className={`desk-field${fields[name].errors ? " desk-field--error" : ""}`}>
      <span>{label}</span>
      <input {...getInputProps(fields[name], { type: "date" })} min={today} />
      <FieldErrors id={fields[name].errorId} errors={fields[name].errors} message={message} />
    </label>
  );

  return (
    <section className="desk-block" aria-labelledby="block-heading">
      <h2 id="block-heading">{t("holds.form.title")}</h2>
      <p className="desk-page__lead">{t("holds.form.lead")}</p>
      {taken.length > 0 ? (
        <div className="desk-alert" role="alert" data-testid="block-taken">
          <p>{t("holds.errors.taken", { count: taken.length, nights: taken.map(long).join(", ") })}</p>
        </div>
      ) : null}
      {formErrors.length > 0 ? (
        <div className="desk-alert" role="alert" id={form.errorId}>
          {[...new Set(formErrors)].map((e) => (
            <p key={e}>{message(e)}</p>
          ))}
        </div>
      ) : null}
      <Form method="post" className="desk-book" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="block" />
        {hotelId !== null ? (
          <input type="hidden" name="hotel" value={hotelId} />
        ) : (
          <label className={`desk-field${fields.hotel.errors ? " desk-field--error" : ""}`}>
            <span>{t("holds.form.hotel")}</span>
            <select {...getSelectProps(fields.hotel)} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t("holds.form.chooseHotel")}</option>
              {hotels.map((h) => (
                <option key={h.id} value={h.id}>
                  {h.nama}
                </option>
              ))}
            </select>
            <FieldErrors id={fields.hotel.errorId} errors={fields.hotel.errors} message={message} />
          </label>
        )}
        <label className={`desk-field${fields.unit.errors ? " desk-field--error" : ""}`}>
          <span>{t("holds.form.unit")}</span>
          <select {...getSelectProps(fields.unit)}>
            <option value="">{t("holds.form.choose")}</option>
            {hotelId !== null || groups.length === 1
              ? offered.map(option)
              : groups.map((h) => (
                  <optgroup key={h.id} label={h.nama}>
                    {offered.filter((u) => u.hotelId === h.id).map(option)}
                  </optgroup>
                ))}
          </select>
          <FieldErrors id={fields.unit.errorId} errors={fields.unit.errors} message={message} />
        </label>
        {field("cekin", t("holds.form.from"))}
        {field("cekout", t("holds.form.to"))}
        <label className={`desk-field desk-field--wide${fields.keterangan.errors ? " desk-field--error" : ""}`}>
          <span>{t("holds.form.reason")}</span>
          <textarea {...getTextareaProps(fields.keterangan)} rows={2} aria-describedby={`${fields.keterangan.errorId} block-reason-hint`} />
          <small id="block-reason-hint" className="desk-muted">
            {t("holds.form.reasonHint", { max: BLOCK_REASON_MAX })}
          </small>
          <FieldErrors id={fields.keterangan.errorId} errors={fields.keterangan.errors} message={message} />
        </label>
        <div className="desk-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("holds.form.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
