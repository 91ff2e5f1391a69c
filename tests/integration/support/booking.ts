import { env } from "cloudflare:test";
import { readCaptcha } from "~/services/captcha.server";
import type { BookingWorld } from "../../fixtures/booking";
import { decodeHtml, type TestBrowser } from "./browser";

type Stay = { cekin: string; cekout: string; durasi: number };

export function reservasiPath(world: BookingWorld, stay: Stay, tamu = 2, kamar = 1) {
  return `/reservasi/${world.city.id}/${tamu}/${kamar}/${stay.cekin}/${stay.cekout}/${world.hotel.id}/${world.room.id}/${stay.durasi}`;
}

export function hiddenValue(html: string, name: string): string {
  const match =
    html.match(new RegExp(`name="${name}" value="([^"]*)"`)) ??
    html.match(new RegExp(`value="([^"]*)" name="${name}"`));
  if (!match) throw new Error(`no hidden field ${name}`);
  return decodeHtml(match[1]);
}

/** A form field's value as the page rendered it (empty when the field is empty). */
export function fieldValue(html: string, name: string): string {
  const tag = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? "";
  return decodeHtml(tag.match(/value="([^"]*)"/)?.[1] ?? "");
}

export function guestFields(world: BookingWorld, email: string) {
  return {
    nama: "Budi Santoso",
    identitas: String(world.identityTypeId),
    noIdentitas: "3573010101010001",
    negara: String(world.countryId),
    provinsi: String(world.provinceId),
    kabupaten: String(world.regencyId),
    email,
    telepon: "081234567890",
  };
}

/** The answer to the captcha a page rendered (tests read the sealed token with the shared secret). */
export async function captchaAnswer(html: string): Promise<{ captchaToken: string; captcha: string }> {
  const captchaToken = hiddenValue(html, "captchaToken");
  const sealed = await readCaptcha(env.SESSION_SECRET, captchaToken);
  if (!sealed) throw new Error("unreadable captcha token");
  return { captchaToken, captcha: sealed.code };
}

/**
 * Books through the page as a guest without JavaScript does: opens the booking page, sends the guest
 * step, then the payment step (the server keeps accepted steps in its draft cookie, which this browser
 * carries), then the review step with the solved captcha. Returns the page's first HTML (for prefill
 * checks) and the answer.
 */
export async function bookThroughForm(
  browser: TestBrowser,
  world: BookingWorld,
  stay: Stay,
  fields: Record<string, string>,
  options: { metode?: number; formToken?: string } = {},
) {
  const path = reservasiPath(world, stay);
  const page = await browser.get(path);
  if (page.status !== 200) throw new Error(`booking page answered ${page.status}`);
  const html = decodeHtml(await page.text());
  const formToken = options.formToken ?? hiddenValue(html, "formToken");
  const tokens = { formToken, captchaToken: hiddenValue(html, "captchaToken") };
  const guest = await browser.post(path, { ...fields, ...tokens, step: "1", intent: "next-guest" });
  if (guest.status !== 200) throw new Error(`guest step answered ${guest.status}`);
  await guest.body?.cancel();
  const payment = await browser.post(path, {
    ...tokens,
    step: "2",
    intent: "next-payment",
    metode: String(options.metode ?? world.methods.va),
  });
  if (payment.status !== 200) throw new Error(`payment step answered ${payment.status}`);
  const answer = await captchaAnswer(decodeHtml(await payment.text()));
  const response = await browser.post(path, { ...answer, formToken, step: "3", intent: "book" });
  return { html, response, formToken };
}
