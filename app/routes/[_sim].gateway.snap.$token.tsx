import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { fixedT } from "~/i18n/translate";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import type { SimOutcome } from "#dev-tools";
import { simulatorTools } from "~/orders/payments/create-gateway.server";
import bookingStyles from "~/styles/booking.css";
import { formatRupiah } from "~/utils/money";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: bookingStyles }];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => [
  { title: fixedT(languageFromMatches(matches))("simulator.title") },
  { name: "robots", content: "noindex" },
];

/** The simulator's hosted payment page (Snap's redirect_url): pay, fail or cancel. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const simulator = simulatorTools(context.env);
  if (!simulator) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const tx = await simulator.findTransactionByToken(context.db, params.token ?? "");
  if (!tx) throw errorResponse("errors.notFoundMessage", { status: 404 });
  return json({ orderId: tx.orderId, grossAmount: tx.grossAmount, status: tx.status });
}

const OUTCOMES: Record<string, SimOutcome> = { pay: "settlement", fail: "deny", cancel: "cancel" };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const simulator = simulatorTools(context.env);
  if (!simulator) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const tx = await simulator.findTransactionByToken(context.db, params.token ?? "");
  if (!tx) throw errorResponse("errors.notFoundMessage", { status: 404 });
  const intent = String((await request.formData()).get("intent") ?? "");
  const outcome = OUTCOMES[intent];
  if (!outcome) return json({ notPending: null as string | null }, { status: 400 });
  const origin = new URL(request.url).origin;
  // The same HTTP handler a real gateway's notification reaches, retried while it answers non-2xx.
  const body = await simulator.resolvePayment(context, { tx, outcome, origin });
  if (!body) return json({ notPending: tx.status }, { status: 409 });
  const finish = tx.finishUrl ?? `${origin}/reservasi-notif`;
  const query = new URLSearchParams({ order_id: tx.orderId, status_code: body.status_code, transaction_status: body.transaction_status });
  return redirect(`${finish}/${outcome === "settlement" ? "success" : "failure"}?${query}`);
}

export default function SimulatorPaymentPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const notPending = actionData?.notPending ?? (data.status !== "pending" ? data.status : null);
  return (
    <section className="booking-page container simulator">
      <h1>{t("simulator.title")}</h1>
      <p className="simulator__lead">{t("simulator.lead")}</p>
      <dl className="booking-facts">
        <dt>{t("simulator.order")}</dt>
        <dd data-testid="sim-order">{data.orderId}</dd>
        <dt>{t("simulator.amount")}</dt>
        <dd>{formatRupiah(data.grossAmount, language)}</dd>
      </dl>
      {notPending ? (
        <p className="booking-alert" role="alert">
          {t("simulator.notPending", { status: notPending })}
        </p>
      ) : (
        <Form method="post" className="simulator__actions">
          <button className="button button--primary" type="submit" name="intent" value="pay" disabled={navigation.state !== "idle"}>
            {t("simulator.pay")}
          </button>
          <button className="button" type="submit" name="intent" value="fail" disabled={navigation.state !== "idle"}>
            {t("simulator.fail")}
          </button>
          <button className="button" type="submit" name="intent" value="cancel" disabled={navigation.state !== "idle"}>
            {t("simulator.cancel")}
          </button>
        </Form>
      )}
    </section>
  );
}
