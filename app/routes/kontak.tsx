import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useMessageText } from "~/components/account/useMessage";
import { contentLinks } from "~/components/content/links";
import { MapLinks } from "~/components/ui/MapLinks";
import type { Messages } from "~/i18n/locales/id";
import { fixedT } from "~/i18n/translate";
import { getContactPage } from "~/models/contact.server";
import { contactStaffEmail } from "~/services/contact-emails.server";
import { leaveMessageForStaff } from "~/services/contact-message.server";
import { getLanguage } from "~/i18n/i18n.server";
import { langOf } from "~/utils/content-lang";
import { redirectWithToast } from "~/services/toast.server";
import { publicPageHeaders } from "~/utils/cache-control";
import { mailtoHref, telHref, whatsappHref } from "~/utils/contact";
import { lineField, linesField } from "~/utils/form-fields";
import { languageFromMatches, seoMeta } from "~/utils/meta";

export const links = contentLinks;
export const headers = publicPageHeaders;

/** Error codes the form reports; each is a message key under `content.contact.errors`. */
type ContactError = keyof Messages["content"]["contact"]["errors"];
const error = (code: ContactError) => code;

/** One schema for the browser (validation as you type) and the server (the check that counts). */
const contactSchema = z.object({
  nama: lineField(z.string({ required_error: error("namaRequired") }).trim().min(1, error("namaRequired")).max(100, error("tooLong"))),
  email: z
    .string({ required_error: error("emailRequired") })
    .trim()
    .min(1, error("emailRequired"))
    .max(100, error("tooLong"))
    .email(error("emailInvalid")),
  subjek: lineField(z.string().trim().max(150, error("tooLong"))).optional(),
  pesan: linesField(
    z
      .string({ required_error: error("pesanRequired") })
      .trim()
      .min(1, error("pesanRequired"))
      .min(10, error("pesanTooShort"))
      .max(5000, error("tooLong")),
  ),
  // Honeypot: hidden from people, filled in by form-spamming bots.
  website: z.string().optional(),
});

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return seoMeta(matches, {
    title: t("content.contact.title"),
    description: t("content.contact.lead"),
    path: "/kontak",
    image: data?.shareImage ?? null,
  });
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await getContactPage(context.db, await getLanguage(request)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });

  const sent = () => redirectWithToast("/kontak", { type: "success", key: "content.contact.sent" }, context.env);
  const { website, ...fields } = submission.value;
  // A filled honeypot is a bot: it is told the message went through, and nothing is stored.
  if (website) return sent();

  const message = { ...fields, subjek: fields.subjek || null };
  const outcome = await leaveMessageForStaff(request, context, message, (to) => contactStaffEmail(message, to));
  if (outcome === "rateLimited") {
    return json(submission.reply({ formErrors: [error("rateLimited")] }), { status: 429 });
  }
  return sent();
}

export default function ContactRoute() {
  const { contact } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation();
  const text = useMessageText();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const submitting = navigation.state === "submitting" && navigation.formAction === "/kontak";
  // The form's own codes name `content.contact.errors.*`; a key every form shares (`validation.*`) is itself.
  const message = (codes: string[] | undefined) =>
    codes?.map((code) => (code.startsWith("validation.") ? text(code) : t(`content.contact.errors.${code as ContactError}`))).join(" ");

  return (
    <div className="content-page container">
      <header className="content-page__header">
        <h1 className="content-page__title">{t("content.contact.title")}</h1>
        <p className="content-page__lead">{t("content.contact.lead")}</p>
      </header>

      <div className="contact-layout">
        <section className="info-card" aria-labelledby="contact-details">
          <h2 id="contact-details" className="info-card__title">
            {t("content.contact.details")}
          </h2>
          {contact ? (
            <>
              <p className="contact-name" lang={langOf(contact, "nama")}>
                {contact.nama}
              </p>
              <dl className="info-list">
                {contact.alamat ? (
                  <>
                    <dt>{t("content.contact.address")}</dt>
                    <dd>{contact.alamat}</dd>
                  </>
                ) : null}
                {contact.telepon ? (
                  <>
                    <dt>{t("content.contact.phone")}</dt>
                    <dd>
                      <a href={telHref(contact.telepon)}>{contact.telepon}</a>
                    </dd>
                  </>
                ) : null}
                {contact.whatsapp ? (
                  <>
                    <dt>{t("content.contact.whatsapp")}</dt>
                    <dd>
                      <a href={whatsappHref(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
                        {contact.whatsapp}
                      </a>
                    </dd>
                  </>
                ) : null}
                {contact.email ? (
                  <>
                    <dt>{t("content.contact.email")}</dt>
                    <dd>
                      <a href={mailtoHref(contact.email)}>{contact.email}</a>
                    </dd>
                  </>
                ) : null}
                {contact.jamOperasional ? (
                  <>
                    <dt>{t("content.contact.hours")}</dt>
                    <dd lang={langOf(contact, "jamOperasional")}>{contact.jamOperasional}</dd>
                  </>
                ) : null}
              </dl>
              {contact.latitude !== null && contact.longitude !== null ? (
                <MapLinks latitude={contact.latitude} longitude={contact.longitude} name={contact.nama} />
              ) : null}
            </>
          ) : (
            <p className="empty-state">{t("content.contact.noContact")}</p>
          )}
        </section>

        <section className="contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="content-section__title">
            {t("content.contact.formTitle")}
          </h2>
          <p>{t("content.contact.formLead")}</p>
          {/* A sent message (a redirect, so no action data) starts a fresh, empty form; errors keep the input. */}
          <Form method="post" {...getFormProps(form)} className="form" key={lastResult ? "with-errors" : location.key}>
            {form.errors ? (
              <p className="form__error form__error--form" id={form.errorId} role="alert">
                {message(form.errors)}
              </p>
            ) : null}
            <div className="form__field">
              <label htmlFor={fields.nama.id}>{t("content.contact.fields.nama")}</label>
              <input {...getInputProps(fields.nama, { type: "text" })} autoComplete="name" />
              {fields.nama.errors ? (
                <p className="form__error" id={fields.nama.errorId}>
                  {message(fields.nama.errors)}
                </p>
              ) : null}
            </div>
            <div className="form__field">
              <label htmlFor={fields.email.id}>{t("content.contact.fields.email")}</label>
              <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
              {fields.email.errors ? (
                <p className="form__error" id={fields.email.errorId}>
                  {message(fields.email.errors)}
                </p>
              ) : null}
            </div>
            <div className="form__field">
              <label htmlFor={fields.subjek.id}>{t("content.contact.fields.subjek")}</label>
              <input {...getInputProps(fields.subjek, { type: "text" })} />
              {fields.subjek.errors ? (
                <p className="form__error" id={fields.subjek.errorId}>
                  {message(fields.subjek.errors)}
                </p>
              ) : null}
            </div>
            <div className="form__field">
              <label htmlFor={fields.pesan.id}>{t("content.contact.fields.pesan")}</label>
              <textarea {...getTextareaProps(fields.pesan)} rows={6} />
              {fields.pesan.errors ? (
                <p className="form__error" id={fields.pesan.errorId}>
                  {message(fields.pesan.errors)}
                </p>
              ) : null}
            </div>
            <div className="form__trap" aria-hidden="true">
              <label htmlFor={fields.website.id}>{t("content.contact.fields.website")}</label>
              <input {...getInputProps(fields.website, { type: "text" })} tabIndex={-1} autoComplete="off" />
            </div>
            <button type="submit" className="button button--primary" disabled={submitting}>
              {submitting ? t("content.contact.sending") : t("content.contact.submit")}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
