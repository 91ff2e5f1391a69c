import { createExecutionContext, env } from "cloudflare:test";
import { eq, inArray, or } from "drizzle-orm";
import {
  hotel,
  hotelPhoto,
  icalExport,
  icalFeed,
  outbox,
  refund,
  reservation,
  review,
  roomHold,
  roomNight,
  roomRate,
  roomType,
  roomUnit,
  type Role,
} from "~/db/schema";
import { parseEnv } from "~/env.server";
import { AUDIT } from "~/models/audit-log.server";
import { createBlock } from "~/models/desk-blocks.server";
import { createReservation } from "~/orders/store/reservation.server";
import { setHotelScope } from "~/models/staff-scope.server";
import { sendBookingEmail } from "~/orders/intents/book-emails.server";
import { addDays, todayInJakarta } from "~/utils/dates";
import { addReview, testDb } from "../../fixtures/accommodation";
import { bookingInput, bookingWorld, type BookingWorld } from "../../fixtures/booking";
import { signIn } from "./account";
import { TestBrowser } from "./browser";
import { createUser } from "./db";

const db = testDb();

/**
 * One estate with one of everything a back-office URL or form can name: a unit and room type, a booking
 * (with its e-mail in the outbox), a manual refund waiting for a transfer and a failed gateway refund, an
 * imported OTA calendar, a desk block, a guest review and a gallery photo. Every guest text carries the
 * estate's marker, so a page that shows the estate's data can be told by it.
 */
export class EstateWorld {
  private nights = 0;

  private constructor(
    readonly world: BookingWorld,
    readonly marker: string,
    readonly kode: string,
    readonly reservationId: number,
    readonly refunds: { manual: number; gateway: number },
    readonly feedId: number,
    readonly blockId: number,
    readonly blockDay: string,
    readonly outboxId: number,
    readonly reviewId: number,
    readonly photoId: number,
  ) {}

  get hotelId() {
    return this.world.hotel.id;
  }
  get hotelName() {
    return this.world.hotel.nama;
  }
  get roomTypeId() {
    return this.world.room.id;
  }
  get unitId() {
    return this.world.room.unitIds[0];
  }
  /** The address every e-mail of the estate's bookings goes to. */
  get email() {
    return `${this.marker.toLowerCase()}@example.test`;
  }

  static async create(): Promise<EstateWorld> {
    const world = await bookingWorld(db, { units: 4 });
    const marker = `Estate${crypto.randomUUID().slice(0, 8)}`;
    const booked = async (paymentMethodId: number) => {
      const input = bookingInput(world, { paymentMethodId, email: `${marker.toLowerCase()}@example.test` });
      const created = await createReservation(db, { ...input, guest: { ...input.guest, nama: `Tamu ${marker}` } });
      if (!created.ok) throw new Error(`booking refused: ${created.reason}`);
      return created.reservation;
    };
    const booking = await booked(world.methods.direct);
    const context = { db, env: parseEnv(env as never), ctx: createExecutionContext() };
    await sendBookingEmail(context, booking.id, "booking-created");
    const [mail] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.dedupeKey, `booking-created:${booking.id}`));

    const openRefund = async (channel: "MANUAL" | "GATEWAY") => {
      const r = await booked(world.methods.page);
      await db.update(reservation).set({ status: "CANCELLED", statusBayar: "REFUND_PENDING", paidAt: new Date() }).where(eq(reservation.id, r.id));
      const [row] = await db
        .insert(refund)
        .values({
          reservationId: r.id,
          refundKey: `RF-${crypto.randomUUID()}`,
          channel,
          status: channel === "MANUAL" ? "PENDING" : "FAILED",
          amount: r.total,
          kept: 0,
          reason: "Dibatalkan tamu",
          ...(channel === "MANUAL" ? { bankNama: "BCA", bankRekening: "1234567890", bankAtasNama: `Tamu ${marker}` } : {}),
        })
        .returning({ id: refund.id });
      return row.id;
    };
    const refunds = { manual: await openRefund("MANUAL"), gateway: await openRefund("GATEWAY") };
    const unitId = world.room.unitIds[0];
    const [feed] = await db
      .insert(icalFeed)
      .values({ unitId, label: `OTA ${marker}`, url: `http://127.0.0.1:9/${marker}.ics` })
      .returning({ id: icalFeed.id });
    const blockDay = addDays(todayInJakarta(), 200);
    const block = await blockOf(unitId, blockDay, `Perbaikan ${marker}`);
    const reviewRow = await addReview(db, { hotelId: world.hotel.id, roomTypeId: world.room.id, guestName: `Tamu ${marker}`, rating: 4, komentar: marker });
    const [photo] = await db
      .insert(hotelPhoto)
      .values({ hotelId: world.hotel.id, fotoKey: `test/${marker}.jpg`, caption: marker })
      .returning({ id: hotelPhoto.id });
    return new EstateWorld(world, marker, booking.kodeBooking, booking.id, refunds, feed.id, block, blockDay, mail.id, reviewRow.id, photo.id);
  }

  /** Nights no earlier call used: a block or walk-in that never meets another. */
  freshNight(): string {
    this.nights += 1;
    return addDays(todayInJakarta(), 210 + this.nights * 2);
  }

  /** A new OTA calendar of the unit (for a request that removes one). */
  async freshFeed(): Promise<number> {
    const [feed] = await db
      .insert(icalFeed)
      .values({ unitId: this.unitId, label: "OTA", url: `http://127.0.0.1:9/${crypto.randomUUID()}.ics` })
      .returning({ id: icalFeed.id });
    return feed.id;
  }

  /** A new desk block of the unit (for a request that removes one). */
  freshBlock(): Promise<number> {
    return blockOf(this.unitId, this.freshNight(), "Perbaikan");
  }

  /** Everything of the estate a back-office action could change, as one comparable text. */
  async state(): Promise<string> {
    const types = [this.roomTypeId];
    const units = (await db.select({ id: roomUnit.id }).from(roomUnit).where(inArray(roomUnit.roomTypeId, types))).map((u) => u.id);
    const bookings = (await db.select().from(reservation).where(eq(reservation.hotelId, this.hotelId))).sort((a, b) => a.id - b.id);
    const ids = bookings.map((b) => b.id);
    return JSON.stringify({
      hotel: await db.select().from(hotel).where(eq(hotel.id, this.hotelId)),
      types: await db.select().from(roomType).where(eq(roomType.hotelId, this.hotelId)),
      units: await db.select().from(roomUnit).where(inArray(roomUnit.roomTypeId, types)),
      rates: await db.select().from(roomRate).where(inArray(roomRate.roomTypeId, types)),
      bookings,
      refunds: await db.select().from(refund).where(inArray(refund.reservationId, ids)),
      feeds: await db.select().from(icalFeed).where(inArray(icalFeed.unitId, units)),
      exports: await db.select().from(icalExport).where(or(inArray(icalExport.unitId, units), inArray(icalExport.roomTypeId, types))),
      holds: await db.select().from(roomHold).where(inArray(roomHold.unitId, units)),
      nights: await db.select().from(roomNight).where(inArray(roomNight.unitId, units)),
      reviews: await db.select().from(review).where(eq(review.hotelId, this.hotelId)),
      photos: await db.select().from(hotelPhoto).where(eq(hotelPhoto.hotelId, this.hotelId)),
      mail: await db.select().from(outbox).where(or(eq(outbox.hotelId, this.hotelId), eq(outbox.toAddress, this.email))),
    });
  }
}

async function blockOf(unitId: number, cekin: string, keterangan: string): Promise<number> {
  const outcome = await createBlock(
    db,
    { unitId, cekin, cekout: addDays(cekin, 1), keterangan, createdBy: "test" },
    { principal: "test", type: AUDIT.unitBlocked, data: { unitId } },
  );
  if (!outcome.ok) throw new Error("block refused");
  return outcome.value.id;
}

/** The staff roles of the walk, each as one account working for one estate only. */
export const WALK_ROLES = {
  frontDesk: "ROLE_FRONTDESK",
  management: "ROLE_MANAJEMEN",
  finance: "ROLE_FINANCE",
  customerService: "ROLE_CS",
  admin: "ROLE_ADMIN",
} as const satisfies Record<string, Role>;
export type WalkRole = keyof typeof WALK_ROLES;

export interface ScopedStaff {
  role: WalkRole;
  authority: Role;
  browser: TestBrowser;
}

/** A signed-in account of `role` that works for `estate` only. */
export async function scopedStaff(role: WalkRole, estate: EstateWorld, language: "id" | "en" | "fr" = "en"): Promise<ScopedStaff> {
  const authority = WALK_ROLES[role];
  const user = await createUser({ roles: ["ROLE_USER", authority], langKey: language });
  await setHotelScope(db, user.id, [estate.hotelId]);
  const browser = new TestBrowser({ language });
  await (await signIn(browser, user.login, user.password)).body?.cancel();
  return { role, authority, browser };
}
