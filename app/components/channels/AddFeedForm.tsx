import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessageText } from "~/components/account/useMessage";
import { FieldErrors } from "~/components/ui/FieldErrors";
import { addFeedSchema } from "~/utils/channel-forms";

/** Adding an OTA calendar to the unit; the service's refusal (a bad or unreachable URL) shows under the URL. */
export function AddFeedForm({ lastResult, busy }: { lastResult: SubmissionResult<string[]> | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "add-feed",
    lastResult,
    constraint: getZodConstraint(addFeedSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFeedSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const message = useMessageText();
  return (
    <Form method="post" className="channel-add" {...getFormProps(form)} aria-labelledby="add-feed-title">
      <h3 id="add-feed-title">{t("channels.add.title")}</h3>
      <FieldErrors id={`${form.id}-errors`} errors={form.errors} message={message} />
      <input type="hidden" name="intent" value="add" />
      <div className={`desk-field${fields.label.errors ? " desk-field--error" : ""}`}>
        <label>
          <span>{t("channels.add.label")}</span>
          <input {...getInputProps(fields.label, { type: "text" })} key={fields.label.key} autoComplete="off" />
        </label>
        <FieldErrors id={fields.label.errorId} errors={fields.label.errors} message={message} />
      </div>
      <div className={`desk-field${fields.url.errors ? " desk-field--error" : ""}`}>
        <label>
          <span>{t("channels.add.url")}</span>
          <input {...getInputProps(fields.url, { type: "url" })} key={fields.url.key} inputMode="url" spellCheck={false} autoComplete="off" />
        </label>
        <FieldErrors id={fields.url.errorId} errors={fields.url.errors} message={message} />
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("channels.add.submit")}
      </button>
    </Form>
  );
}
