import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import type { SummaryView } from "~/orders/components/types";
import type { Language } from "~/i18n/config";
import { getLanguage } from "~/i18n/i18n.server";
import { getBookingSummary } from "~/orders/store/booking-summary.server";
import { findGuestForUser, getBookingFormOptions, getRegionOptions } from "~/models/guest.server";
import { untranslatedOf } from "~/models/localize-group.server";
import { extrasQuery } from "~/models/pricing.server";
import { EMPTY_DRAFT, readStoredDraft } from "~/orders/intents/booking-draft.server";
import {
  newQuote,
  quoteWithExtras,
  readQuote,
  settledStep,
  signQuote,
  type Quote,
} from "~/orders/intents/booking-quote.server";
import { createCaptcha } from "~/services/captcha.server";
import { getAuthSession } from "~/services/session.server";
import { invalidStay, parseStayRoute } from "~/services/stay-request.server";
import { randomToken } from "~/services/tokens.server";
import {
  EMPTY_GUEST,
  EMPTY_PAYMENT,
  type BookingDraft,
  type BookingFormValues,
  type BookingStep,
  type GuestValues,
  type WizardView,
} from "~/orders/rules/booking-form";
import { todayInJakarta } from "~/utils/dates";
import { roomUrl } from "~/utils/stay";
import { parseId } from "~/utils/route-params";

type Params = Record<string, string | undefined>;

/**
 * The stay, hotel and room type of the URL, validated like the search pages (the search branch's
 * parser), with availability and price checked again now; `invalid` carries the search form's
 * answer for a bad URL.
 */
export async function loadStay(context: AppLoadContext, params: Params, language: Language) {
  const { db } = context;
  const today = todayInJakarta();
  const route = parseStayRoute(params, today);
  const hotelId = parseId(params.idhotel);
  const roomTypeId = parseId(params.idtipe);
  const formErrors = [
    ...(hotelId === null ? (["hotelUnknown"] as const) : []),
    ...(roomTypeId === null ? (["roomTypeUnknown"] as const) : []),
  ];
  if (!route.ok || hotelId === null || roomTypeId === null) {
    return { ok: false as const, invalid: () => invalidStay(db, route.submission, { formErrors }, today) };
  }
  const lookup = await getBookingSummary(db, route.stay, hotelId, roomTypeId, language);
  if (!lookup.found) {
    const code = lookup.missing === "hotel" ? "hotelUnknown" : "roomTypeUnknown";
    return { ok: false as const, invalid: () => invalidStay(db, route.submission, { formErrors: [code] }, today) };
  }
  return { ok: true as const, stay: route.stay, summary: lookup.summary };
}

export type LoadedStay = Extract<Awaited<ReturnType<typeof loadStay>>, { ok: true }>;

/** The stay as quoted: the quote, its signed token and the stay and summary it carries. */
export interface QuotedStay {
  loaded: LoadedStay;
  quote: Quote;
  token: string;
}

/** A new quote of the stay as it is now (read and priced once). */
export async function freshQuote(context: AppLoadContext, request: Request, params: Params, language: Language) {
  const loaded = await loadStay(context, params, language);
  if (!loaded.ok) return loaded;
  const quote = newQuote(new URL(request.url).pathname, language, loaded.stay, loaded.summary);
  return { ok: true as const, loaded, quote, token: await signQuote(context.env.SESSION_SECRET, quote) };
}

/** The quote with the extras chosen, priced from its own prices (the extras' prices read once), signed again. */
export async function quoteExtras(
  context: AppLoadContext,
  quoted: QuotedStay,
  ids: readonly string[],
): Promise<QuotedStay> {
  const quote = quoteWithExtras(quoted.quote, await extrasQuery(context.db), ids.map(Number));
  return { ...quoted, quote, token: await signQuote(context.env.SESSION_SECRET, quote) };
}

/** The stay read and priced again now, with the extras chosen (the price moved since the quote); null when gone. */
export async function requoteStay(context: AppLoadContext, request: Request, params: Params, ids: readonly string[]) {
  const fresh = await freshQuote(context, request, params, await getLanguage(request));
  return fresh.ok ? quoteExtras(context, fresh, ids) : null;
}

/**
 * The stay of a wizard post: the quote the form carried when it holds (signature, page, expiry), without
 * reading or pricing anything; otherwise a fresh one. A form without a quote, or one made in another
 * language, is quoted again silently; an altered or expired one too, and `refused` says so.
 */
export async function quotedStay(
  context: AppLoadContext,
  request: Request,
  params: Params,
  language: Language,
  token: string,
) {
  const read = token ? await readQuote(context.env.SESSION_SECRET, token, new URL(request.url).pathname) : null;
  if (read?.ok && read.value.lang === language) {
    const { stay, summary } = read.value;
    return { ok: true as const, loaded: { ok: true as const, stay, summary }, quote: read.value, token, refused: null };
  }
  const fresh = await freshQuote(context, request, params, language);
  return fresh.ok ? { ...fresh, refused: read && !read.ok ? read : null } : fresh;
}

function summaryView({ stay, summary }: Pick<LoadedStay, "stay" | "summary">): SummaryView {
  return {
    hotel: { nama: summary.hotel.nama, ...untranslatedOf(summary.hotel) },
    roomType: {
      nama: summary.roomType.nama,
      ket: summary.roomType.ket,
      cancelTerms: summary.roomType.cancelTerms,
      ...untranslatedOf(summary.roomType),
    },
    durasi: stay.durasi,
    kamar: stay.kamar,
    tamu: stay.tamu,
    totalPayment: summary.price.totalPayment,
    status: summary.status,
    breach: summary.breach,
    jumlahAvailable: summary.jumlahAvailable,
    roomPage: roomUrl(stay, summary.hotel.id),
    price: {
      totalHargaOnly: summary.price.totalHargaOnly,
      totalTaxOnly: summary.price.totalTaxOnly,
      totalPerKamar: summary.price.totalPerKamar,
      totalPayment: summary.price.totalPayment,
    },
    stay: { cekin: stay.cekin, cekout: stay.cekout, durasi: stay.durasi, tamu: stay.tamu, kamar: stay.kamar },
    pricing: summary.pricing,
  };
}

/** The guest step as a signed-in visitor first sees it: their own guest record, or their account's name and e-mail. */
export async function prefilledGuest(request: Request, context: AppLoadContext): Promise<GuestValues> {
  const session = await getAuthSession(request, context);
  if (!session) return EMPTY_GUEST;
  const values: GuestValues = {
    ...EMPTY_GUEST,
    email: session.user.email,
    nama: [session.user.firstName, session.user.lastName].filter(Boolean).join(" "),
  };
  const known = await findGuestForUser(context.db, session.user);
  if (!known) return values;
  return {
    ...values,
    nama: known.nama,
    identitas: String(known.identityTypeId),
    noIdentitas: known.noIdentitas,
    negara: String(known.countryId),
    provinsi: known.provinceId ? String(known.provinceId) : "",
    kabupaten: known.regencyId ? String(known.regencyId) : "",
    telepon: known.telepon,
  };
}

export interface ViewInput {
  step: BookingStep;
  draft: BookingDraft;
  captchaToken: string;
  formToken: string;
  /** The signed quote the step's form carries on. */
  quote: string;
  /** The values of the step on screen, over those of the draft. */
  values?: Partial<BookingFormValues>;
  result?: WizardView["result"];
  formError?: WizardView["formError"];
  captchaState?: WizardView["captchaState"];
  confirm?: boolean;
  /** The region lists of the guest step when the step has just read them. */
  regions?: Pick<WizardView, "provinces" | "regencies">;
}

/** A step of the wizard as the page shows it, with the region lists the guest step needs. */
export async function wizardView(context: AppLoadContext, input: ViewInput): Promise<WizardView> {
  const values: BookingFormValues = {
    ...EMPTY_GUEST,
    ...EMPTY_PAYMENT,
    ...input.draft.guest,
    ...input.draft.payment,
    captcha: "",
    ...input.values,
  };
  const regions =
    input.step === 1
      ? (input.regions ?? (await getRegionOptions(context.db, parseId(values.negara), parseId(values.provinsi))))
      : { provinces: [], regencies: [] };
  return {
    step: input.step,
    key: randomToken(6),
    values,
    result: input.result ?? null,
    formError: input.formError ?? null,
    draft: input.draft,
    captchaToken: input.captchaToken,
    captchaState: input.captchaState ?? null,
    formToken: input.formToken,
    quote: input.quote,
    confirm: input.confirm ?? false,
    ...regions,
  };
}

/** The furthest step a draft allows: the review once the payment is chosen, the payment once the guest is. */
export function resumeStep(draft: BookingDraft): BookingStep {
  if (draft.guest && draft.payment) return 3;
  return draft.guest ? 2 : 1;
}

/**
 * The booking page as opened or reloaded: the draft this page's cookie still holds (its form, its
 * steps filled in) at the furthest step it allows; without one, step 1 with a fresh form token. The
 * captcha is always new.
 */
export async function loadBookingPage({ request, params, context }: LoaderFunctionArgs) {
  // A post without JavaScript: the page shows what its action settled (the stay as quoted, the step it answered).
  const settled = settledStep<{ quoted: QuotedStay; view: WizardView }>(context);
  if (settled) return bookingPage(context, settled.quoted.loaded, settled.view, await getLanguage(request));
  const language = await getLanguage(request);
  const quoted = await freshQuote(context, request, params, language);
  if (!quoted.ok) return quoted.invalid();
  const stored = await readStoredDraft(request, context.env);
  const resumed = stored && (stored.draft.guest || stored.draft.payment) ? stored : null;
  const captcha = await createCaptcha(context.env.SESSION_SECRET);
  const view = resumed
    ? await wizardView(context, {
        step: resumeStep(resumed.draft),
        draft: resumed.draft,
        captchaToken: captcha.token,
        formToken: resumed.formToken,
        quote: quoted.token,
      })
    : await wizardView(context, {
        step: 1,
        draft: EMPTY_DRAFT,
        values: await prefilledGuest(request, context),
        captchaToken: captcha.token,
        formToken: randomToken(18),
        quote: quoted.token,
      });
  return bookingPage(context, quoted.loaded, view, language);
}

async function bookingPage(
  context: AppLoadContext,
  loaded: QuotedStay["loaded"],
  view: WizardView,
  language: Language,
) {
  return json({
    kind: "booking" as const,
    summary: summaryView(loaded),
    options: await getBookingFormOptions(context.db, language),
    view,
    turnstileSiteKey: context.env.TURNSTILE_SITE_KEY ?? null,
  });
}
