import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { BookingWizard } from "~/orders/components/BookingWizard";
import { RoomUnavailable } from "~/orders/components/RoomUnavailable";
import { InvalidStay } from "~/components/search/InvalidStay";
import { fixedT } from "~/i18n/translate";
import bookingStyles from "~/styles/booking.css";
import searchStyles from "~/styles/search.css";
import { languageFromMatches } from "~/utils/meta";
import { privatePageHeaders } from "~/utils/route-headers";
import { bookingAction } from "./action.server";
import { loadBookingPage } from "./page.server";

/** The booking wizard (spec §5): guest, extras and payment, review and booking; see action.server.ts. */
export const links = () => [
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: bookingStyles },
];
export const headers = privatePageHeaders;
export const meta: MetaFunction = ({ matches }) => {
  const t = fixedT(languageFromMatches(matches));
  return [
    { title: `${t("booking.title")} — ${t("meta.siteName")}` },
    { name: "description", content: t("booking.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

// Actions return the whole view state; re-running the loader after them would only mint new tokens — except
// when the stay was quoted again (its price moved, or the quote was refused): the summary shows the new quote.
const REQUOTED: unknown[] = ["booking.errors.priceChanged", "booking.errors.quoteInvalid"];
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionResult, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? REQUOTED.includes(actionResult?.view?.formError) : defaultShouldRevalidate;

export const loader = (args: LoaderFunctionArgs) => loadBookingPage(args);
export const action = (args: ActionFunctionArgs) => bookingAction(args);

export default function ReservationRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === "invalid") return <InvalidStay reply={data.reply} cities={data.cities} today={data.today} />;
  if (data.summary.status !== "available") return <RoomUnavailable summary={data.summary} />;
  return <BookingWizard page={data} view={actionData?.view ?? data.view} />;
}
