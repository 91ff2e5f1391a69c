import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getFixedT } from "~/i18n/i18n.server";
import { loadDashboard } from "~/models/dashboard.server";
import type { Dashboard } from "~/utils/dashboard-types";
import { requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import { percentNumber, rupiahNumber } from "~/utils/chart-format";
import { toCsv, type CsvValue } from "~/utils/csv";
import { errorResponse } from "~/utils/invariant";
import { DASHBOARD_ROLES } from "~/utils/staff-menu";

/**
 * One section of the dashboard as CSV (`?bagian=performance|occupancy|channels|countries|satisfaction`,
 * same `?hotel=` filter and scope as /admin): the figures of its table, unformatted — shares in percent
 * with one decimal, Rupiah whole — with column names in the page's language.
 */

type T = Awaited<ReturnType<typeof getFixedT>>["t"];
type Table = { header: string[]; rows: CsvValue[][] };

const SECTIONS: Record<string, (data: Dashboard, t: T) => Table> = {
  performance: (data, t) => {
    const c = (key: string) => t(`dashboard.performance.columns.${key}` as "dashboard.performance.columns.estate");
    const periods = ["thisMonth", "lastMonth", "lastYear"] as const;
    const estates = [
      ...data.performance.estates.map((e) => ({ nama: e.nama, figures: e })),
      { nama: t("dashboard.performance.total"), figures: data.performance.total },
    ];
    return {
      header: [
        c("estate"),
        c("period"),
        c("revenue"),
        c("occupancy"),
        c("adr"),
        c("revpar"),
        c("sold"),
        c("ota"),
        c("available"),
      ],
      rows: estates.flatMap(({ nama, figures }) =>
        periods.map((period) => {
          const f = figures[period];
          return [
            nama,
            t(`dashboard.performance.${period}`),
            f.revenue,
            percentNumber(f.occupancy),
            rupiahNumber(f.adr),
            rupiahNumber(f.revpar),
            f.soldStay,
            f.soldOta,
            f.available,
          ];
        }),
      ),
    };
  },
  occupancy: (data, t) => ({
    header: [
      t("dashboard.occupancy.columns.night"),
      t("dashboard.occupancy.columns.sold"),
      t("dashboard.occupancy.columns.available"),
      t("dashboard.occupancy.columns.occupancy"),
    ],
    rows: [...data.performance.daily.last30, ...data.performance.daily.next30].map((d) => [
      d.night,
      d.sold,
      d.available,
      percentNumber(d.occupancy),
    ]),
  }),
  channels: (data, t) => ({
    header: [
      t("dashboard.channels.columns.channel"),
      t("dashboard.channels.columns.bookings"),
      t("dashboard.channels.columns.roomNights"),
    ],
    rows: data.mix.channels.map((c) => [t(`dashboard.channels.names.${c.id}`), c.bookings, c.roomNights]),
  }),
  countries: (data, t) => ({
    header: [
      t("dashboard.countries.columns.country"),
      t("dashboard.countries.columns.bookings"),
      t("dashboard.countries.columns.roomNights"),
    ],
    rows: data.mix.countries.map((c) => [c.nama ?? t("dashboard.countries.unknown"), c.bookings, c.roomNights]),
  }),
  satisfaction: (data, t) => ({
    header: [
      t("dashboard.satisfaction.columns.month"),
      t("dashboard.satisfaction.columns.answers"),
      t("dashboard.satisfaction.columns.puas"),
      `${t("dashboard.satisfaction.columns.puas")} %`,
      t("dashboard.satisfaction.columns.ratingAvg"),
    ],
    rows: data.mix.satisfaction.map((s) => [
      s.month,
      s.answers,
      s.puas,
      percentNumber(s.puasShare),
      s.ratingAvg === null ? null : Math.round(s.ratingAvg * 100) / 100,
    ]),
  }),
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, DASHBOARD_ROLES);
  const params = new URL(request.url).searchParams;
  const section = params.get("bagian") ?? "";
  const build = Object.hasOwn(SECTIONS, section) ? SECTIONS[section] : null;
  if (!build) throw errorResponse("dashboard.errors.badSection", { status: 400 });
  const { scope, hotelId, estates } = await requireEstateChoice(params, context.db, session.user.id);
  const data = await loadDashboard(context.db, { scope, hotelId }, estates, new Date());
  const { t } = await getFixedT(request);
  const table = build(data, t);
  return new Response(toCsv(table.header, table.rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dasbor-${section}-${data.periods.today}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
