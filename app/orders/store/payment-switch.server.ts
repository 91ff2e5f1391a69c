import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { paymentGroup, paymentMethod } from "~/db/schema";
import type { Language } from "~/i18n/config";
import { group } from "~/models/localize-group.server";
import { localize } from "~/models/translation.server";

/**
 * The payment methods a pending booking may switch to (docs/decisions/037): the active methods paid through
 * the gateway — a hosted page, a virtual account or payment code, QRIS and e-wallets — with their groups, in
 * the page's language. Paying at the property is not one: it has a deadline of its own.
 */
export async function listGatewayMethods(db: Db, language: Language) {
  const [groups, methods] = await db.batch([
    db
      .select({ id: paymentGroup.id, nama: paymentGroup.nama })
      .from(paymentGroup)
      .where(eq(paymentGroup.aktif, true))
      .orderBy(asc(paymentGroup.urutan), asc(paymentGroup.id)),
    db
      .select({
        id: paymentMethod.id,
        groupId: paymentMethod.groupId,
        nama: paymentMethod.nama,
        kategori: paymentMethod.kategori,
        bank: paymentMethod.bank,
        channel: paymentMethod.channel,
        batasNominal: paymentMethod.batasNominal,
        logoKey: paymentMethod.logoKey,
      })
      .from(paymentMethod)
      .innerJoin(paymentGroup, eq(paymentGroup.id, paymentMethod.groupId))
      .where(
        and(
          eq(paymentMethod.aktif, true),
          eq(paymentGroup.aktif, true),
          inArray(paymentMethod.kategori, ["PAYMENT PAGE", "PENDING PAYMENT"]),
        ),
      )
      .orderBy(asc(paymentMethod.urutan), asc(paymentMethod.id)),
  ]);
  await localize(db, language, [
    group({ entity: "payment_group", rows: groups, fields: ["nama"] }),
    group({ entity: "payment_method", rows: methods, fields: ["nama"] }),
  ]);
  return { groups, methods };
}

export type GatewayMethods = Awaited<ReturnType<typeof listGatewayMethods>>;
