import type { FieldMetadata } from "@conform-to/react";
import { useMessage } from "~/components/account/useMessage";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { PAYMENT_CATEGORY_LABELS } from "~/orders/rules/booking-labels";
import { langOf } from "~/utils/content-lang";
import { imageUrl } from "~/utils/images";
import { formatRupiah } from "~/utils/money";
import { acceptsAmount } from "~/orders/rules/payment-channels";
import { controlId, FieldError } from "./BookingField";
import type { BookingPage } from "./types";

/**
 * The payment methods as one list of radio options with their logos, grouped under their group's name
 * (QRIS & e-wallets, virtual accounts, cards, convenience stores, pay at the property). A fieldset per group
 * gives screen readers the heading; arrow keys move within the list; no JavaScript is needed. A method
 * whose cap the booking's total exceeds (a convenience-store code) is not offered, and the list says why.
 */
export function MethodList({ page, field }: { page: BookingPage; field: FieldMetadata<string | undefined> }) {
  const message = useMessage();
  const language = usePageLanguage();
  const { groups, methods } = page.options;
  const total = page.summary.totalPayment;
  const offered = methods.filter((m) => acceptsAmount(m, total));
  const capped = methods.find((m) => !acceptsAmount(m, total));
  const chosen = typeof field.initialValue === "string" ? field.initialValue : "";
  const errorId = `${controlId(field.name)}-error`;
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset
      className={`booking-field booking-methods${invalid ? " booking-field--invalid" : ""}`}
      id={controlId(field.name)}
      aria-describedby={invalid ? errorId : undefined}
    >
      <legend>{message("payMethods.list.legend")}</legend>
      {groups.map((g) => {
        const inGroup = offered.filter((m) => m.groupId === g.id);
        if (inGroup.length === 0) return null;
        return (
          <fieldset key={g.id} className="booking-methods__group">
            <legend lang={langOf(g, "nama")}>{g.nama}</legend>
            {inGroup.map((m) => (
              <label key={m.id} className="booking-method">
                <input
                  type="radio"
                  name={field.name}
                  value={m.id}
                  defaultChecked={chosen === String(m.id)}
                  aria-invalid={invalid ? true : undefined}
                />
                {m.logoKey ? <img src={imageUrl(m.logoKey)} alt="" width={56} height={36} loading="lazy" /> : null}
                <span>
                  <span lang={langOf(m, "nama")}>{m.nama}</span>
                  <span className="booking-method__kind">{message(PAYMENT_CATEGORY_LABELS[m.kategori])}</span>
                </span>
              </label>
            ))}
          </fieldset>
        );
      })}
      {capped?.batasNominal ? (
        <p className="booking-hint">
          {message("payMethods.list.overCapHidden", { cap: formatRupiah(capped.batasNominal, language) })}
        </p>
      ) : null}
      <FieldError name={field.name} errors={field.errors} />
    </fieldset>
  );
}
