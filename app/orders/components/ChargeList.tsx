import { useMessage } from "~/components/account/useMessage";
import { MarkedName } from "./MarkedName";
import { chargeRows, type ChargeContext } from "~/orders/rules/charge-labels";
import { formatRupiah } from "~/utils/money";
import type { ChargeSheet } from "~/orders/rules/pricing";

/**
 * A booking's amounts line by line — rooms, tax and fees, each extra — and the total they add up to.
 * The payment page and the back-office show a stored booking with it; the booking page's summary
 * shows the same lines for the stay being booked.
 */
export function ChargeList({
  sheet,
  stay,
  className,
}: {
  sheet: ChargeSheet;
  stay: ChargeContext;
  className?: string;
}) {
  const message = useMessage();
  return (
    <dl className={className ?? "booking-facts"} data-testid="charges">
      {chargeRows(message, sheet, stay).map((row) => (
        <div key={row.key} className="charge-line" data-testid="charge-line">
          <dt>
            <MarkedName label={row.label} nama={row.nama} lang={row.lang} />
            {row.detail ? (
              <small className="charge-line__nights" data-testid="charge-nights">
                {" "}
                {row.detail}
              </small>
            ) : null}
          </dt>
          <dd data-amount={row.amount}>{formatRupiah(row.amount, stay.language)}</dd>
        </div>
      ))}
      <div className="charge-line charge-line--total">
        <dt>{message("bookingPrice.total")}</dt>
        <dd data-testid="charge-total" data-amount={sheet.total}>
          <strong>{formatRupiah(sheet.total, stay.language)}</strong>
        </dd>
      </div>
    </dl>
  );
}
