import { parseWithZod } from "~/utils/parse-with-zod";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import { json, redirect } from "@remix-run/cloudflare";
import type { z } from "zod";
import { getLanguage } from "~/i18n/i18n.server";
import type { MessageKey } from "~/i18n/message-key";
import { getGuestRules, getRegionOptions } from "~/models/guest.server";
import { methodAcceptsTotal } from "~/orders/store/payment-method-cap.server";
import { clientIp } from "~/models/visitor.server";
import { findByFormToken } from "~/orders/store/reservation.server";
import { infoPendpayPath, placeBooking } from "~/orders/intents/book.server";
import { readBookedCodes, rememberBookedHeader } from "~/orders/intents/booked-codes.server";
import { clearDraftHeader, readDraft, saveDraftHeader } from "~/orders/intents/booking-draft.server";
import { quotesExtras, settleStep } from "~/orders/intents/booking-quote.server";
import {
  checkCaptcha,
  createCaptcha,
  readCaptcha,
  verifyAndSpendCaptcha,
  verifyTurnstile,
} from "~/services/captcha.server";
import { getAuthSession } from "~/services/session.server";
import { randomToken } from "~/services/tokens.server";
import { errorResponse } from "~/utils/invariant";
import { parseStep, type BookingDraft, type BookingStep } from "~/orders/rules/booking-form";
import {
  guestStepSchemaFor,
  guestValues,
  guestValuesSchema,
  paymentStepSchema,
  paymentValues,
  paymentValuesSchema,
  reviewStepSchema,
} from "~/orders/rules/booking-schema";
import { prefilledGuest, quoteExtras, quotedStay, requoteStay, resumeStep, wizardView } from "./page.server";
import type { QuotedStay, ViewInput } from "./page.server";
import { parseId } from "~/utils/route-params";

/**
 * The wizard's server side. Each post is one step's form: its schema (chosen by the hidden `step`)
 * reads the intent and the fields; the steps accepted so far come from the signed draft cookie, never
 * from the form. A step that needs earlier ones the draft does not hold (expired, tampered, never
 * sent) starts the wizard over with a message; bad input of any kind is a 4xx with its message.
 */
interface Wizard {
  request: Request;
  context: AppLoadContext;
  params: Params;
  /** The stay as quoted (the form's signed quote, or a fresh one); a step that prices again replaces it. */
  quoted: QuotedStay;
  form: FormData;
  draft: BookingDraft;
  formToken: string;
  captchaToken: string;
}

const FAILURE_MESSAGES = {
  notAvailable: "booking.errors.notAvailable",
  notFound: "booking.errors.data",
  guestData: "booking.errors.guestData",
  paymentMethod: "booking.errors.data",
  capacity: "booking.errors.capacity",
  busy: "booking.errors.busy",
  stayRule: "booking.errors.stayRule",
  gateway: "booking.errors.server",
  paymentCap: "payMethods.errors.overCap",
  noPrice: "booking.errors.noPrice",
  recentTwin: "booking.errors.recentTwin",
  priceChanged: "booking.errors.priceChanged",
} as const satisfies Record<string, MessageKey>;

type StepAnswer = Omit<ViewInput, "draft" | "captchaToken" | "formToken" | "quote"> & {
  draft?: BookingDraft;
  captchaToken?: string;
};

/** Shows a step; a changed draft is stored with the answer, a dropped one cleared. */
async function answer(wizard: Wizard, input: StepAnswer, status = 200) {
  const draft = input.draft ?? wizard.draft;
  const view = await wizardView(wizard.context, {
    ...input,
    draft,
    captchaToken: input.captchaToken ?? wizard.captchaToken,
    formToken: wizard.formToken,
    quote: wizard.quoted.token,
  });
  // Without JavaScript the same request renders the page: its loader shows this instead of working it out again.
  settleStep(wizard.context, { quoted: wizard.quoted, view });
  const headers = new Headers();
  if (draft !== wizard.draft) {
    const cookie =
      draft.guest || draft.payment
        ? await saveDraftHeader(wizard.request, wizard.context.env, draft, wizard.formToken)
        : await clearDraftHeader(wizard.request, wizard.context.env);
    if (cookie) headers.append("Set-Cookie", cookie);
  }
  return json({ view }, { status, headers });
}

/** The draft is gone (expired, tampered or never sent): back to the first step, saying so. */
async function draftLost(wizard: Wizard) {
  const values = await prefilledGuest(wizard.request, wizard.context);
  const cleared: BookingDraft = { guest: null, payment: null };
  return answer(wizard, { step: 1, values, draft: cleared, formError: "booking.errors.draftLost" }, 400);
}

async function restart(wizard: Wizard) {
  const cookie = await clearDraftHeader(wizard.request, wizard.context.env);
  return redirect(new URL(wizard.request.url).pathname, cookie ? { headers: { "Set-Cookie": cookie } } : undefined);
}

type StepSchema = z.ZodType<{ intent: string }, z.ZodTypeDef, unknown>;

/**
 * The step's accepted submission, or the answer when it cannot be acted on: a step whose earlier
 * steps the draft lacks goes back to the first, and a refused submission stays on its step with the
 * field errors (or one message for an unknown intent). Reset is always accepted.
 */
async function accept<S extends StepSchema>(wizard: Wizard, step: BookingStep, schema: S) {
  const submission = parseWithZod(wizard.form, { schema });
  if (submission.status === "success" && submission.value.intent === "reset") return { submission };
  const { guest, payment } = wizard.draft;
  if ((step > 1 && !guest) || (step > 2 && !payment)) return { refusal: await draftLost(wizard) };
  if (submission.status !== "success") {
    const formError = submission.error?.intent ? "booking.validation.intent" : null;
    return { refusal: await answer(wizard, { step, result: submission.reply(), formError }, 400) };
  }
  return { submission };
}

const text = (value: string | undefined) => value ?? "";

async function guestStep(wizard: Wizard) {
  const schema = guestStepSchemaFor(await getGuestRules(wizard.context.db));
  const { submission, refusal } = await accept(wizard, 1, schema);
  if (!submission) return refusal;
  const value = submission.value;
  switch (value.intent) {
    case "reset":
      return restart(wizard);
    case "region":
    case "goto-guest": {
      const values = {
        nama: text(value.nama),
        identitas: text(value.identitas),
        noIdentitas: text(value.noIdentitas),
        negara: text(value.negara),
        provinsi: text(value.provinsi),
        kabupaten: text(value.kabupaten),
        email: text(value.email),
        telepon: text(value.telepon),
      };
      // A changed country clears the province and regency that belonged to the old one.
      const regions = await getRegionOptions(wizard.context.db, parseId(values.negara), parseId(values.provinsi));
      if (!regions.provinces.some((p) => String(p.id) === values.provinsi)) values.provinsi = "";
      if (!values.provinsi || !regions.regencies.some((r) => String(r.id) === values.kabupaten)) values.kabupaten = "";
      return answer(wizard, { step: 1, values, regions: { ...regions, regencies: values.provinsi ? regions.regencies : [] } });
    }
    default: {
      const draft = { ...wizard.draft, guest: guestValues(value) };
      if (value.intent !== "goto-review") return answer(wizard, { step: 2, draft });
      if (draft.payment) return answer(wizard, { step: 3, draft });
      // The review needs a payment method first: the payment step, with what it is missing.
      const payment = parseWithZod(new URLSearchParams({ intent: "next-payment" }), { schema: paymentStepSchema });
      return answer(wizard, { step: 2, draft, result: payment.reply() }, 400);
    }
  }
}

async function paymentStep(wizard: Wizard) {
  const { submission, refusal } = await accept(wizard, 2, paymentStepSchema);
  if (!submission) return refusal;
  const value = submission.value;
  switch (value.intent) {
    case "reset":
      return restart(wizard);
    case "methods":
    case "goto-payment":
    case "back":
    case "goto-guest": {
      const values = {
        kelompok: text(value.kelompok),
        metode: value.intent === "methods" ? "" : text(value.metode),
        tambahpesanan: (value.tambahpesanan ?? []).filter((id): id is string => Boolean(id)),
      };
      if (value.intent === "methods" || value.intent === "goto-payment") return answer(wizard, { step: 2, values });
      // Going back keeps a valid choice for when the guest returns.
      const kept = paymentValuesSchema.safeParse(values);
      const draft = kept.success ? { ...wizard.draft, payment: paymentValues(kept.data) } : wizard.draft;
      return answer(wizard, { step: 1, draft });
    }
    default: {
      // A method whose cap the stay's total exceeds is not offered; posted anyway, it is refused here.
      if (!(await methodAcceptsTotal(wizard.context.db, value.metode, wizard.quoted.loaded.summary.price.totalPayment))) {
        const result = submission.reply({ fieldErrors: { metode: ["payMethods.errors.overCap"] } });
        return answer(wizard, { step: 2, result }, 400);
      }
      const payment = paymentValues(value);
      wizard.quoted = await quoteExtras(wizard.context, wizard.quoted, payment.tambahpesanan);
      return answer(wizard, { step: 3, draft: { ...wizard.draft, payment } });
    }
  }
}

async function reviewStep(wizard: Wizard) {
  const { submission, refusal } = await accept(wizard, 3, reviewStepSchema);
  if (!submission) return refusal;
  const value = submission.value;
  const secret = wizard.context.env.SESSION_SECRET;
  switch (value.intent) {
    case "reset":
      return restart(wizard);
    case "captcha":
      return answer(wizard, { step: 3, captchaToken: (await createCaptcha(secret)).token });
    case "cancel":
    case "goto-review":
      return answer(wizard, { step: 3, values: { captcha: text(value.captcha) } });
    case "back":
    case "goto-payment":
      return answer(wizard, { step: 2 });
    case "goto-guest":
      return answer(wizard, { step: 1 });
  }
  const turnstileSecret = wizard.context.env.TURNSTILE_SECRET_KEY;
  if (turnstileSecret) {
    const token = String(wizard.form.get("cf-turnstile-response") ?? "");
    if (!(await verifyTurnstile(turnstileSecret, token, clientIp(wizard.request)))) {
      return answer(wizard, { step: 3, result: submission.reply(), formError: "booking.validation.turnstile" }, 400);
    }
  }
  if (value.intent === "confirm") {
    if (await checkCaptcha(secret, wizard.captchaToken, value.captcha)) {
      return answer(wizard, { step: 3, result: submission.reply(), confirm: true, captchaState: "ok" });
    }
    const result = submission.reply({ fieldErrors: { captcha: ["booking.validation.captchaWrong"] } });
    return answer(wizard, { step: 3, result, captchaState: "wrong" }, 400);
  }
  const verdict = await verifyAndSpendCaptcha(wizard.context.db, secret, wizard.captchaToken, value.captcha);
  if (verdict !== "ok") {
    const error = verdict === "wrong" ? "booking.validation.captchaWrong" : "booking.validation.captchaExpired";
    const result = submission.reply({ fieldErrors: { captcha: [error] }, hideFields: ["captcha"] });
    const captchaToken = (await createCaptcha(secret)).token;
    return answer(wizard, { step: 3, result, captchaToken, captchaState: "wrong" }, 400);
  }
  return book(wizard);
}

async function book(wizard: Wizard) {
  const { request, context } = wizard;
  const { stay, summary } = wizard.quoted.loaded;
  const guest = guestValuesSchema.parse(wizard.draft.guest);
  const payment = paymentValuesSchema.parse(wizard.draft.payment);
  const extraIds = payment.tambahpesanan.map(Number);
  const { quote } = wizard.quoted;
  const session = await getAuthSession(request, context);
  const url = new URL(request.url);
  const result = await placeBooking(context, url.origin, {
    kota: stay.kota,
    cekin: stay.cekin,
    cekout: stay.cekout,
    durasi: stay.durasi,
    tamu: stay.tamu,
    kamar: stay.kamar,
    hotelId: summary.hotel.id,
    roomTypeId: summary.roomType.id,
    paymentMethodId: payment.metode,
    extraIds,
    guest: {
      nama: guest.nama,
      identityTypeId: guest.identitas,
      noIdentitas: guest.noIdentitas,
      countryId: guest.negara,
      provinceId: guest.provinsi,
      regencyId: guest.kabupaten,
      email: guest.email,
      telepon: guest.telepon,
    },
    account: session ? { id: session.user.id, email: session.user.email } : null,
    formToken: wizard.formToken,
    // The one check of the quote when booking: the stay priced now must cost what the guest was shown.
    quotedTotal: quotesExtras(quote, extraIds) ? quote.total : undefined,
    // The booking's language is the one the guest booked in: its e-mails and pages follow it.
    langKey: await getLanguage(request),
  }, { ownCodes: await readBookedCodes(request, context.env) });
  if (!result.ok) {
    const captchaToken = (await createCaptcha(context.env.SESSION_SECRET)).token;
    // The price moved since the quote: the review shows the stay quoted again (with its extras), to book at that.
    if (result.reason === "priceChanged") {
      wizard.quoted = (await requoteStay(context, request, wizard.params, payment.tambahpesanan)) ?? wizard.quoted;
    }
    const status = ["notAvailable", "recentTwin", "priceChanged"].includes(result.reason) ? 409 : result.reason === "gateway" ? 503 : 400;
    const step = result.reason === "guestData" ? 1 : result.reason === "paymentCap" ? 2 : 3;
    return answer(wizard, { step, captchaToken, formError: FAILURE_MESSAGES[result.reason] }, status);
  }
  // Where the booking goes next; pay at the property: its confirmation page (a booking shown again says so).
  const headers = new Headers({ "Set-Cookie": await rememberBookedHeader(request, context.env, result.kodeBooking) });
  const cleared = await clearDraftHeader(request, context.env);
  if (cleared) headers.append("Set-Cookie", cleared);
  return redirect(result.shownAgain ? shownAgain(result.next) : result.next, { headers });
}

/** A booking shown again instead of booked twice: its own page says so (`?ulang=1`); a gateway's page is left as it is. */
function shownAgain(next: string): string {
  return next.startsWith("/reservasi-info-pendpay/") ? `${next}?ulang=1` : next;
}

/**
 * A review step sent again after its form booked (the draft is gone with the booking: a double click, or the
 * browser's back button and the same button again): the booking it made, never "start over".
 */
async function alreadyBooked(wizard: Wizard): Promise<ReturnType<typeof redirect> | null> {
  if (wizard.draft.guest && wizard.draft.payment) return null;
  const booked = await findByFormToken(wizard.context.db, wizard.formToken);
  return booked ? redirect(shownAgain(infoPendpayPath(booked.kodeBooking))) : null;
}

/** The form token names this filled-in form (a resubmission books nothing new); the captcha token its challenge. */
async function readTokens(form: FormData, secret: string) {
  const formToken = String(form.get("formToken") ?? "");
  const captchaToken = String(form.get("captchaToken") ?? "");
  const readable = captchaToken.length <= 400 && (await readCaptcha(secret, captchaToken)) !== null;
  return {
    formToken: /^[A-Za-z0-9_-]{20,40}$/.test(formToken) ? formToken : randomToken(18),
    captchaToken: readable ? captchaToken : (await createCaptcha(secret)).token,
  };
}

export async function bookingAction({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // The stay, parsed and priced once for this post: the form's signed quote, or a fresh one.
  const quoted = await quotedStay(context, request, params, await getLanguage(request), String(form.get("quote") ?? ""));
  if (!quoted.ok) throw errorResponse("search.invalid.title", { status: 400 });
  const tokens = await readTokens(form, context.env.SESSION_SECRET);
  const draft = await readDraft(request, context.env, tokens.formToken);
  const wizard: Wizard = { request, context, params, quoted, form, draft, ...tokens };
  const step = parseStep(form.get("step"));
  if (step === 3) {
    const booked = await alreadyBooked(wizard);
    if (booked) return booked;
  }
  // An altered or expired quote: the stay quoted again, shown on the step (as far as the draft goes), nothing done.
  if (quoted.refused) {
    const shown = Math.min(step, resumeStep(draft)) as BookingStep;
    return answer(wizard, { step: shown, formError: quoted.refused.key }, quoted.refused.status);
  }
  return step === 1 ? guestStep(wizard) : step === 2 ? paymentStep(wizard) : reviewStep(wizard);
}
