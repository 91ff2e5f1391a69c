import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { fixedT } from "~/i18n/translate";
import { simulatorTools } from "~/orders/payments/create-gateway.server";
import bookingStyles from "~/styles/booking.css";
import { errorResponse } from "~/utils/invariant";
import { bookingCodeOfOrder } from "~/orders/rules/order-id";
import { languageFromMatches } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { privatePageHeaders } from "~/utils/route-headers";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => [
  { title: fixedT(languageFromMatches(matches))("payMethods.simulator.title") },
  { name: "robots", content: "noindex" },
];

/** The simulator's tools, or 404: not in production, nor with the simulator off. */
function simulator(context: LoaderFunctionArgs["context"]) {
  const tools = simulatorTools(context.env);
  if (!tools) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return tools;
}

/** A QRIS or e-wallet transaction of the simulator, by the token its QR and deeplink carry. */
async function walletTransaction(context: LoaderFunctionArgs["context"], token: string | undefined) {
  const tools = simulator(context);
  if (!token || !/^[A-Za-z0-9_-]{8,64}$/.test(token)) return undefined;
  const tx = await tools.findTransactionByToken(context.db, token);
  return tx && (tx.kind === "QRIS" || tx.kind === "EWALLET") ? tx : undefined;
}

/** The simulator's stand-in for the guest's banking or e-wallet app: it has "scanned" the QR and shows the bill. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const tx = await walletTransaction(context, params.token);
  if (!tx) throw errorResponse("payMethods.simulator.notFound", { status: 404 });
  return json({ orderId: tx.orderId, grossAmount: tx.grossAmount, status: tx.status });
}

/** "Scan & bayar": settles the transaction and sends the signed notification, like the VA "bank" does. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const tx = await walletTransaction(context, params.token);
  if (!tx) throw errorResponse("payMethods.simulator.notFound", { status: 404 });
  const body = await simulator(context).resolvePayment(context, { tx, outcome: "settlement", origin: new URL(request.url).origin });
  if (!body) return json({ paid: false, notPending: tx.status }, { status: 409 });
  return json({ paid: true, notPending: null });
}

export default function SimulatorQrisPage() {
  const bill = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const back = `/reservasi-info-pendpay/${encodeURIComponent(bookingCodeOfOrder(bill.orderId) ?? bill.orderId)}`;
  return (
    <section className="booking-page container simulator">
      <h1>{t("payMethods.simulator.title")}</h1>
      <p className="simulator__lead">{t("payMethods.simulator.lead")}</p>
      <dl className="booking-facts">
        <dt>{t("payMethods.simulator.merchant")}</dt>
        <dd>Agrowisata</dd>
        <dt>{t("simulator.order")}</dt>
        <dd>{bill.orderId}</dd>
        <dt>{t("simulator.amount")}</dt>
        <dd data-testid="sim-amount">{formatRupiah(bill.grossAmount, language)}</dd>
      </dl>
      {result?.paid ? (
        <p className="booking-success" role="status">
          {t("payMethods.simulator.paid")}
        </p>
      ) : bill.status === "pending" ? (
        <Form method="post">
          {result?.notPending ? (
            <p className="booking-alert" role="alert">
              {t("simulator.notPending", { status: result.notPending })}
            </p>
          ) : null}
          <button className="button button--primary" type="submit" disabled={navigation.state !== "idle"}>
            {t("payMethods.simulator.pay")}
          </button>
        </Form>
      ) : (
        <p className="booking-alert" role="alert">
          {t("simulator.notPending", { status: bill.status })}
        </p>
      )}
      <p>
        <Link to={back}>{t("payMethods.simulator.back")}</Link>
      </p>
    </section>
  );
}
