import { rincianMalamOf, type StayPrice } from "./pricing";
import type { CancelPolicy, ExtraBasis, OrderLineKind } from "~/utils/vocabulary";

/**
 * The lines of an order (docs/decisions/042) as pure data: what a booking sells, each line with its own price,
 * cancellation policy and refunded amount. The web booking, the front desk and the demo seed build them here,
 * so a booking's lines are the same whoever wrote it, and they add up to its total.
 */

export interface OrderLineValues {
  position: number;
  kind: OrderLineKind;
  roomTypeId: number | null;
  extraId: number | null;
  name: string;
  basis: ExtraBasis | null;
  startDate: string | null;
  endDate: string | null;
  qty: number;
  unitPrice: number;
  amount: number;
  cancelPolicy: CancelPolicy | null;
  freeDays: number | null;
  penaltyPercent: number | null;
  refunded: number;
  detail: string | null;
}

/** A stay as sold: the room type, the dates and the cancellation policy; its price says the rest. */
export interface StaySale {
  roomTypeId: number;
  cekin: string;
  cekout: string;
  policy: { kebijakanBatal: CancelPolicy; batalGratisHari: number; dendaBatalPersen: number };
}

/**
 * The lines of a priced stay: line 1 the stay (rooms × one room's whole stay with tax and fees, its nights as
 * in `rincian_malam`, its policy), then each extra as priced; nothing refunded yet. They add up to
 * `price.totalPayment`.
 */
export function orderLinesOf(stay: StaySale, price: StayPrice): OrderLineValues[] {
  const stayLine: OrderLineValues = {
    position: 1,
    kind: "STAY",
    roomTypeId: stay.roomTypeId,
    extraId: null,
    name: "",
    basis: null,
    startDate: stay.cekin,
    endDate: stay.cekout,
    qty: price.rooms,
    unitPrice: price.totalPerKamar,
    amount: price.totalPerKamar * price.rooms,
    cancelPolicy: stay.policy.kebijakanBatal,
    freeDays: stay.policy.batalGratisHari,
    penaltyPercent: stay.policy.dendaBatalPersen,
    refunded: 0,
    detail: JSON.stringify(rincianMalamOf(price)),
  };
  const extraLines = price.tambahan.map((e, i): OrderLineValues => ({
    position: i + 2,
    kind: "EXTRA",
    roomTypeId: null,
    extraId: e.id,
    name: e.nama,
    basis: e.basis,
    startDate: null,
    endDate: null,
    qty: e.qty,
    unitPrice: e.harga,
    amount: e.amount,
    // An extra follows the stay's policy, as it always has: a cancellation prices the order as a whole.
    cancelPolicy: null,
    freeDays: null,
    penaltyPercent: null,
    refunded: 0,
    detail: null,
  }));
  return [stayLine, ...extraLines];
}

/**
 * How a cancellation's refund is shared over the lines that follow one policy (today: the whole order): each
 * line gets its part of the refund in proportion to its amount, rounded down, and the Rupiah left over go to
 * the first line (the stay). The parts add up to `refund` exactly. Migration 0019 and the cancellation batch
 * (`shareRefundStatements`) apply the same rule in SQL.
 */
export function shareRefund(amounts: readonly number[], refund: number): number[] {
  const sum = amounts.reduce((s, a) => s + a, 0);
  const parts = amounts.map((a) => (sum === 0 ? 0 : Math.floor((a * refund) / sum)));
  if (parts.length > 0) parts[0] += refund - parts.reduce((s, p) => s + p, 0);
  return parts;
}
