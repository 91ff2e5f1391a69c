import { eq } from "drizzle-orm";
import { paymentMethod } from "~/db/schema";
import type { Db } from "~/models/db.server";
import { acceptsAmount } from "~/orders/rules/payment-channels";

/** Whether a payment method takes a booking of this total (a convenience-store code has a cap). */
export async function methodAcceptsTotal(db: Db, methodId: number, total: number): Promise<boolean> {
  const [row] = await db
    .select({ batasNominal: paymentMethod.batasNominal })
    .from(paymentMethod)
    .where(eq(paymentMethod.id, methodId))
    .limit(1);
  return !row || acceptsAmount(row, total);
}
