import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { fixedT } from "~/i18n/translate";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { simulatorTools } from "~/orders/payments/create-gateway.server";
import bookingStyles from "~/styles/booking.css";
import { formatRupiah } from "~/utils/money";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { errorResponse } from "~/utils/invariant";
import { bookingCodeOfOrder } from "~/orders/rules/order-id";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => [
  { title: fixedT(languageFromMatches(matches))("simulator.vaTitle") },
  { name: "robots", content: "noindex" },
];

const VA_PATTERN = /^\d{8,20}$/;

function cleanVa(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, "") : "";
}

/** The simulator's "bank": look up a virtual account or payment code and pay it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const simulator = simulatorTools(context.env);
  if (!simulator) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const va = cleanVa(new URL(request.url).searchParams.get("va"));
  if (!VA_PATTERN.test(va)) return json({ va, bill: null, searched: va !== "" });
  const tx = await simulator.findTransactionByVa(context.db, va);
  return json({
    va,
    searched: true,
    bill: tx ? { orderId: tx.orderId, grossAmount: tx.grossAmount, status: tx.status, bank: tx.bank } : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const simulator = simulatorTools(context.env);
  if (!simulator) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const va = cleanVa((await request.formData()).get("va"));
  const tx = VA_PATTERN.test(va) ? await simulator.findTransactionByVa(context.db, va) : undefined;
  if (!tx) return json({ paid: null, notPending: null, notFound: true }, { status: 404 });
  const body = await simulator.resolvePayment(context, { tx, outcome: "settlement", origin: new URL(request.url).origin });
  if (!body) return json({ paid: null, notPending: tx.status, notFound: false }, { status: 409 });
  // Back to the merchant: the booking the order belongs to (a switched payment's order is `kode-n`).
  return json({ paid: bookingCodeOfOrder(tx.orderId) ?? tx.orderId, notPending: null, notFound: false });
}

export default function SimulatorVaPage() {
  const { va, bill, searched } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <section className="booking-page container simulator">
      <h1>{t("simulator.vaTitle")}</h1>
      <p className="simulator__lead">{t("simulator.vaLead")}</p>
      {result?.paid ? (
        <div className="booking-success" role="status">
          <p>{t("simulator.paid")}</p>
          <Link className="button button--primary" to={`/reservasi-info-pendpay/${encodeURIComponent(result.paid)}`}>
            {t("simulator.backToMerchant")}
          </Link>
        </div>
      ) : (
        <>
          <Form method="get" className="simulator__search">
            <label htmlFor="sim-va">{t("simulator.vaNumber")}</label>
            <input id="sim-va" name="va" defaultValue={va} inputMode="numeric" autoComplete="off" required />
            <button className="button" type="submit">
              {t("simulator.vaFind")}
            </button>
          </Form>
          {searched && !bill ? <p className="booking-alert" role="alert">{t("simulator.vaNotFound")}</p> : null}
          {result?.notFound ? <p className="booking-alert" role="alert">{t("simulator.vaNotFound")}</p> : null}
          {result?.notPending ? (
            <p className="booking-alert" role="alert">
              {t("simulator.notPending", { status: result.notPending })}
            </p>
          ) : null}
          {bill ? (
            <Form method="post" className="simulator__bill">
              <dl className="booking-facts">
                <dt>{t("simulator.order")}</dt>
                <dd>{bill.orderId}</dd>
                <dt>{t("simulator.amount")}</dt>
                <dd data-testid="sim-amount">{formatRupiah(bill.grossAmount, language)}</dd>
              </dl>
              <input type="hidden" name="va" value={va} />
              {bill.status === "pending" ? (
                <button className="button button--primary" type="submit" disabled={navigation.state !== "idle"}>
                  {t("simulator.vaPay")}
                </button>
              ) : (
                <p className="booking-alert">{t("simulator.notPending", { status: bill.status })}</p>
              )}
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
