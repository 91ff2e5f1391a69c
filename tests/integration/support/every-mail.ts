import { env } from "cloudflare:test";
import { eq, inArray, like, or } from "drizzle-orm";
import { expect } from "vitest";
import { outbox, refund, users } from "~/db/schema";
import { parseEnv } from "~/env.server";
import { insertFeed } from "~/models/ical-feed.server";
import { createReservation } from "~/orders/store/reservation.server";
import { recordPaymentStart } from "~/orders/store/reservation-payment.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { sendCancellationEmail } from "~/orders/intents/cancel-emails.server";
import { syncFeed } from "~/services/channel-sync.server";
import { chatOfflineStaffEmail, chatReplyEmail } from "~/services/chat-emails.server";
import { contactStaffEmail } from "~/services/contact-emails.server";
import { createMailer } from "~/services/mailer.server";
import { sendRefundEmail } from "~/orders/intents/refund-emails.server";
import { satisfactionToken } from "~/services/satisfaction-link.server";
import { addDays } from "~/utils/dates";
import { testDb } from "../../fixtures/accommodation";
import { bookingInput, bookingWorld, freshStay, type BookingWorld } from "../../fixtures/booking";
import { latestEmail, linkTo, signIn } from "./account";
import { ORIGIN, TestBrowser } from "./browser";
import { createUser, unique } from "./db";

const db = testDb();
const appEnv = parseEnv(env as never);
const mailContext = () => ({ db, env: appEnv, ctx: { waitUntil: () => {} } }) as never;

/** The value of query parameter `name` of the first link to `path` in a text e-mail. */
export const keyOf = (text: string, path: string, name = "key") =>
  new URL(linkTo(text, path)!, ORIGIN).searchParams.get(name)!;

export interface Mails {
  world: BookingWorld;
  kode: string;
  /** The outbox rows sent below, every kind the application sends. */
  ids: number[];
  kinds: Set<string>;
  /** Every key, token and signature those e-mails carry, as the guest received them. */
  secrets: { name: string; value: string }[];
  addresses: string[];
}

/** Every e-mail the application sends, through the pages and services that send them. */
export async function sendEveryKind(): Promise<Mails> {
  const world = await bookingWorld(db, { units: 1 });
  const secrets: Mails["secrets"] = [];
  const addresses: string[] = [];

  // A password reset asked by anyone, for an administrator's address.
  const admin = await createUser({ roles: ["ROLE_USER", "ROLE_ADMIN"], langKey: "fr" });
  await (await new TestBrowser().post("/reset/request", { email: admin.email })).body?.cancel();
  secrets.push({ name: "reset key", value: keyOf((await latestEmail(admin.email))!.text, "/reset/finish") });
  addresses.push(admin.email);

  // A registration and its activation link.
  const login = unique("daftar");
  const email = `${login}@example.test`;
  const registered = await new TestBrowser({ language: "en" }).post("/register", {
    login,
    email,
    password: "rahasia1",
    confirmPassword: "rahasia1",
    langKey: "en",
  });
  expect(registered.status).toBe(302);
  secrets.push({ name: "activation key", value: keyOf((await latestEmail(email))!.text, "/activate") });
  addresses.push(email);

  // An address change: the confirmation to the new address, the notice to the old one.
  const owner = await createUser({ langKey: "id", firstName: "Siti" });
  const ownerBrowser = new TestBrowser({ language: "id" });
  await (await signIn(ownerBrowser, owner.login, owner.password)).body?.cancel();
  const newEmail = `${unique("baru")}@example.test`;
  const changed = await ownerBrowser.post("/settings", {
    firstName: "Siti",
    lastName: "Rahayu",
    email: newEmail,
    langKey: "id",
  });
  expect(changed.status).toBe(302);
  secrets.push({ name: "e-mail change key", value: keyOf((await latestEmail(newEmail))!.text, "/settings/email") });
  addresses.push(newEmail, owner.email);

  // A chat guest who wrote, then asks for a link to continue in another browser.
  const chatEmail = `${unique("tamu")}@example.com`;
  const started = await new TestBrowser({ language: "en" }).post("/api/chat/guest", {
    name: "Tamu Uji",
    email: chatEmail,
  });
  const { guestId } = (await started.json()) as { guestId: number };
  await db.update(users).set({ lastModifiedDate: new Date() }).where(eq(users.id, guestId));
  const asked = await new TestBrowser({ language: "en" }).post("/chat/lanjutkan", {
    intent: "request",
    email: chatEmail,
  });
  expect(asked.status).toBe(200);
  await asked.body?.cancel();
  secrets.push({
    name: "chat continue token",
    value: keyOf((await latestEmail(chatEmail))!.text, "/chat/lanjutkan", "t"),
  });
  addresses.push(chatEmail);

  // The chat and contact e-mails (a reply to a guest who left, the messages for staff).
  const mailer = createMailer(mailContext());
  const staffAddress = `${unique("staf")}@example.test`;
  await mailer.send(
    chatReplyEmail(appEnv, { email: chatEmail, name: "Tamu Uji", langKey: "en" }, "Kamar masih tersedia."),
  );
  await mailer.send(
    chatOfflineStaffEmail({ name: "Sari", email: "sari@example.com", text: "Buka hari Senin?" }, staffAddress),
  );
  await mailer.send(
    contactStaffEmail({ nama: "Sari", email: "sari@example.com", subjek: "Rombongan", pesan: "Halo" }, staffAddress),
  );
  addresses.push(staffAddress);

  // A booking paid on the gateway's page (its address carries the gateway's token), through every booking e-mail.
  const guestEmail = `${unique("tamu")}@example.test`;
  const created = await createReservation(
    db,
    bookingInput(world, { paymentMethodId: world.methods.page, email: guestEmail, langKey: "en" }),
  );
  if (!created.ok) throw new Error(`booking refused: ${created.reason}`);
  const r = created.reservation;
  const gatewayToken = crypto.randomUUID();
  await recordPaymentStart(db, r.id, {
    gatewayRef: gatewayToken,
    redirectUrl: `https://app.sandbox.midtrans.com/snap/v4/redirection/${gatewayToken}`,
  });
  secrets.push({ name: "gateway payment page token", value: gatewayToken });
  secrets.push({ name: "satisfaction signature", value: await satisfactionToken(appEnv, r.id) });
  for (const kind of ["booking-created", "booking-voucher", "booking-expired", "booking-satisfaction"] as const) {
    await sendBookingEmail(mailContext(), r.id, kind);
  }
  const bank = { nama: "BCA", rekening: "1234567890", atasNama: "Siti Aminah" };
  await sendCancellationEmail(mailContext(), r.id, {
    paid: true,
    refund: { channel: "MANUAL", amount: r.total, kept: 0, bank },
    kept: 0,
  });
  await db.insert(refund).values({
    reservationId: r.id,
    refundKey: `RF-${r.kodeBooking}`,
    channel: "MANUAL",
    status: "PAID",
    amount: r.total,
    bankNama: bank.nama,
    bankRekening: bank.rekening,
    bankAtasNama: bank.atasNama,
    paidAt: new Date(),
  });
  await sendRefundEmail(mailContext(), r.id);
  addresses.push(guestEmail);

  // An OTA calendar that claims a night already sold here: the property is told.
  const label = `Airbnb ${crypto.randomUUID().slice(0, 8)}`;
  const feedId = (await insertFeed(db, {
    unitId: world.room.unitIds[0],
    label,
    url: "https://www.airbnb.com/calendar/ical/1.ics?s=x",
  }))!;
  const stay = freshStay(1);
  const sold = await createReservation(db, bookingInput(world, stay));
  if (!sold.ok) throw new Error(`booking refused: ${sold.reason}`);
  const ymd = (d: string) => d.replaceAll("-", "");
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    `DTSTART;VALUE=DATE:${ymd(stay.cekin)}`,
    `DTEND;VALUE=DATE:${ymd(addDays(stay.cekout, 1))}`,
    "UID:clash@airbnb.com",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  await syncFeed(mailContext(), feedId, new Date(), {
    fetch: (async () => new Response(ics, { headers: { "Content-Type": "text/calendar" } })) as typeof fetch,
  });

  const rows = await db
    .select({ id: outbox.id, kind: outbox.kind, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(or(inArray(outbox.toAddress, addresses), like(outbox.subject, `%${label}%`)));
  // Each secret is in the e-mail the guest got: the staff pages below are checked against real values.
  for (const secret of secrets)
    expect(
      rows.some((row) => row.text.includes(secret.value) && row.html.includes(secret.value)),
      secret.name,
    ).toBe(true);
  return {
    world,
    kode: r.kodeBooking,
    ids: rows.map((row) => row.id),
    kinds: new Set(rows.map((row) => row.kind)),
    secrets,
    addresses,
  };
}

/** Every kind of e-mail the application sends (the `kind` of app/services/*-emails.server.ts). */
export const EVERY_KIND = [
  "activation",
  "password-reset",
  "email-change",
  "email-change-notice",
  "chat-continue",
  "chat-reply",
  "chat-offline-message",
  "contact-message",
  "booking-created",
  "booking-voucher",
  "booking-expired",
  "booking-satisfaction",
  "booking-cancelled",
  "booking-refunded",
  "ical-conflict",
];
