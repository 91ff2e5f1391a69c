import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Fragment, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useMessage } from "~/components/account/useMessage";
import { MarkedName } from "~/orders/components/MarkedName";
import { useHydrated } from "~/components/ui/useHydrated";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { MessageKey } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { getLanguage } from "~/i18n/i18n.server";
import { getReservationDetail } from "~/orders/store/reservation-detail.server";
import { chooseSatisfaction, getSatisfaction, listSatisfactionReasons, saveSatisfaction } from "~/models/satisfaction.server";
import { bookingTextLang } from "~/orders/intents/payment-info.server";
import { isValidSatisfactionToken } from "~/services/satisfaction-link.server";
import { redirectWithToast } from "~/services/toast.server";
import bookingStyles from "~/styles/booking.css";
import { formatDate } from "~/utils/dates";
import { cleanText } from "~/utils/form-input";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { parseId } from "~/utils/route-params";
import { errorResponse } from "~/utils/invariant";
import { formErrorOf } from "~/utils/form-reply";
import { fail, formReply } from "~/utils/result";

/** The longest comment, checked by the action and set on the field (so it stays here, not in a `.server` module). */
const KOMENTAR_MAX = 1000;

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => [
  { title: fixedT(languageFromMatches(matches))("kepuasan.title") },
  { name: "robots", content: "noindex" },
];

/** The booking behind a satisfaction link; anything but a valid signed link is a 404. */
async function authorise(request: Request, params: Record<string, string | undefined>, context: LoaderFunctionArgs["context"]) {
  const id = parseId(params.id);
  const token = new URL(request.url).searchParams.get("token");
  if (id === null || !(await isValidSatisfactionToken(context.env, id, token))) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const detail = await getReservationDetail(context.db, { id }, "booking");
  if (!detail || detail.statusBayar !== "PAID") throw errorResponse("errors.notFoundMessage", { status: 404 });
  return { id, token: token as string, detail };
}

/**
 * The survey of a booking speaks the booking's language: its e-mail link opens it so (`lng`), and the
 * hotel's name and the reasons stay in that language whoever opens it, marked with their `lang` when
 * that is not the page's.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { id, detail } = await authorise(request, params, context);
  const language = await getLanguage(request);
  const booking = detail.langKey;
  const [current, reasons] = await Promise.all([getSatisfaction(context.db, id), listSatisfactionReasons(context.db, booking)]);
  const textLang = (row: object, field: string) => bookingTextLang(row, field, booking, language);
  return json({
    hotel: detail.hotel.nama,
    hotelLang: textLang(detail.hotel, "nama"),
    cekin: detail.cekin,
    cekout: detail.cekout,
    answered: current?.rating != null,
    chosen: current ? (current.isPuas ? "puas" : "tidak") : null,
    reasons: reasons.map((r) => ({ id: r.id, nama: r.nama, lang: textLang(r, "nama") })),
  });
}

/** A refused answer: the message to show, and nothing saved. */
const invalid = (key: MessageKey) => json({ result: formReply(fail(key)) }, { status: 400 });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { id, token } = await authorise(request, params, context);
  const form = await request.formData();
  const intent = form.get("intent");
  const self = `${new URL(request.url).pathname}?${new URLSearchParams({ token })}`;
  if (intent === "puas" || intent === "tidak") {
    await chooseSatisfaction(context.db, id, intent === "puas");
    return redirect(self);
  }
  if (intent !== "save") return invalid("booking.validation.invalidChoice");
  const ratingRaw = String(form.get("rating") ?? "");
  const rating = /^[1-5]$/.test(ratingRaw) ? Number(ratingRaw) : null;
  if (rating === null) return invalid("kepuasan.ratingRequired");
  const komentarRaw = form.get("komentar");
  const komentar = typeof komentarRaw === "string" ? cleanText(komentarRaw, "several").trim() : "";
  if (komentar.length > KOMENTAR_MAX) return invalid("kepuasan.komentarLength");
  const reasonIds = form
    .getAll("alasan")
    .map(parseId)
    .filter((v): v is number => v !== null)
    .slice(0, 50);
  const result = await saveSatisfaction(context.db, id, { reasonIds, rating, komentar: komentar || null }, new Date());
  if (result === "notChosen") return redirect(self);
  return redirectWithToast("/", { type: "success", key: "booking.toast.satisfactionSaved" }, context.env);
}

export default function SatisfactionPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused = formErrorOf(actionData?.result);
  const { t } = useTranslation();
  const message = useMessage();
  const language = usePageLanguage();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (hydrated && data.chosen && !data.answered && dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
  }, [hydrated, data.chosen, data.answered]);

  if (data.answered) {
    return (
      <section className="booking-page container">
        <h1>{t("kepuasan.title")}</h1>
        <p className="booking-success">{t("kepuasan.answered")}</p>
      </section>
    );
  }
  return (
    <section className="booking-page container">
      <h1>{t("kepuasan.title")}</h1>
      <p>
        <MarkedName
          label={t("kepuasan.lead", { hotel: data.hotel, cekin: formatDate(data.cekin, "stay", language), cekout: formatDate(data.cekout, "stay", language) })}
          nama={data.hotel}
          lang={data.hotelLang}
        />
      </p>
      <Form method="post" className="booking-actions">
        <button className={`button${data.chosen === "puas" ? " button--primary" : ""}`} type="submit" name="intent" value="puas" aria-pressed={data.chosen === "puas"}>
          {t("kepuasan.puas")}
        </button>
        <button className={`button${data.chosen === "tidak" ? " button--primary" : ""}`} type="submit" name="intent" value="tidak" aria-pressed={data.chosen === "tidak"}>
          {t("kepuasan.tidakPuas")}
        </button>
      </Form>
      {data.chosen ? (
        // Without JavaScript the dialog is simply open on the page; with it, a modal.
        <dialog ref={dialogRef} className="booking-dialog" open={!hydrated} aria-labelledby="kepuasan-title">
          <h2 id="kepuasan-title">{t("kepuasan.dialogTitle")}</h2>
          <Form method="post">
            {refused ? (
              <p className="booking-alert" role="alert">
                {message(refused as MessageKey)}
              </p>
            ) : null}
            <fieldset className="booking-field booking-extras">
              <legend>{t("kepuasan.reasons")}</legend>
              {data.reasons.map((r) => (
                <label key={r.id}>
                  <input type="checkbox" name="alasan" value={r.id} /> <span lang={r.lang}>{r.nama}</span>
                </label>
              ))}
            </fieldset>
            <fieldset className="booking-field">
              <legend>{t("kepuasan.rating")}</legend>
              <div className="stars">
                {/* Siblings in one row (shown reversed): a checked star lights every label after it, the lower stars. */}
                {[5, 4, 3, 2, 1].map((n) => (
                  <Fragment key={n}>
                    <input type="radio" id={`rating-${n}`} name="rating" value={n} required />
                    <label htmlFor={`rating-${n}`} title={t("kepuasan.ratingStar", { count: n })}>
                      ★<span className="visually-hidden">{t("kepuasan.ratingStar", { count: n })}</span>
                    </label>
                  </Fragment>
                ))}
              </div>
            </fieldset>
            <div className="booking-field">
              <label htmlFor="komentar">{t("kepuasan.komentar")}</label>
              <textarea id="komentar" name="komentar" rows={4} maxLength={KOMENTAR_MAX} />
            </div>
            <button className="button button--primary" type="submit" name="intent" value="save" disabled={navigation.state !== "idle"}>
              {t("kepuasan.save")}
            </button>
          </Form>
        </dialog>
      ) : null}
    </section>
  );
}
