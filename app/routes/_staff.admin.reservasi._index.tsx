import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { DataTable } from "~/components/staff/DataTable";
import { ListPager } from "~/components/staff/ListPager";
import { GeneralErrorBoundary } from "~/components/errors/GeneralErrorBoundary";
import { usePageLanguage } from "~/components/ui/usePageLanguage";
import { DESK_PAGE_SIZE } from "~/orders/store/front-desk.server";
import {
  filterQuery,
  listReservations,
  parseReservationFilters,
  RESERVATION_SEARCH_MAX,
  RESERVATION_STATUS,
  searchTooLong,
  STATUS_BAYAR,
} from "~/orders/store/front-desk-list.server";
import { requireEstateChoice } from "~/services/estate-scope.server";
import { requireUserWithAnyRole } from "~/services/auth.server";
import deskStyles from "~/styles/desk.css";
import { formatDate } from "~/utils/dates";
import { noindexMeta } from "~/utils/meta";
import { formatRupiah } from "~/utils/money";
import { pageInfo, parsePage } from "~/utils/pagination";
import { privatePageHeaders } from "~/utils/route-headers";
import { FRONT_DESK_ROLES } from "~/utils/staff-menu";
import { errorResponse } from "~/utils/invariant";

export const links = () => [{ rel: "stylesheet", href: deskStyles }];
export const headers = privatePageHeaders;

export const meta = noindexMeta("desk.list.title");

/**
 * Reservations (back-office "Agrowisata → Reservasi") of the account's estates: one search box (code,
 * guest name, phone in any format, e-mail) with the filters, 20 a page, newest first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await requireUserWithAnyRole(request, context, FRONT_DESK_ROLES);
  const url = new URL(request.url);
  if (searchTooLong(url.searchParams)) {
    throw errorResponse("tapeChart.search.tooLong", { status: 400, values: { max: RESERVATION_SEARCH_MAX } });
  }
  const filters = parseReservationFilters(url.searchParams);
  if (!filters) throw errorResponse("desk.errors.badFilter", { status: 400 });
  // `?format=csv` is the same export as /admin/reservasi.csv, for the same filters.
  if (url.searchParams.get("format") === "csv") {
    const query = filterQuery(filters).toString();
    throw redirect(`/admin/reservasi.csv${query ? `?${query}` : ""}`);
  }
  const requested = parsePage(url.searchParams.get("page"));
  const { scope, estates: hotels } = await requireEstateChoice(url.searchParams, context.db, session.user.id);
  const first = await listReservations(
    context.db,
    filters,
    { offset: (requested - 1) * DESK_PAGE_SIZE, limit: DESK_PAGE_SIZE },
    scope,
  );
  const info = pageInfo(first.total, requested, DESK_PAGE_SIZE);
  // A page past the end shows the last page rather than an empty table.
  const result =
    info.page === requested
      ? first
      : await listReservations(context.db, filters, { offset: info.offset, limit: DESK_PAGE_SIZE }, scope);
  return json({
    filters,
    query: filterQuery(filters).toString(),
    info,
    rows: result.rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })),
    hotels,
    statuses: RESERVATION_STATUS,
    statusesBayar: STATUS_BAYAR,
    searchMax: RESERVATION_SEARCH_MAX,
  });
}

export default function ReservationListPage() {
  const { filters, query, info, rows, hotels, statuses, statusesBayar, searchMax } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const language = usePageLanguage();
  const pageHref = (page: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(page));
    return `?${params.toString()}`;
  };
  return (
    <section className="staff-page desk-page">
      <header className="desk-page__header">
        <h1>{t("desk.list.title")}</h1>
        <p className="desk-page__lead">{t("desk.list.lead")}</p>
      </header>

      <Form method="get" className="desk-filters" aria-label={t("desk.list.filters")}>
        <label className="desk-field">
          <span>{t("tapeChart.search.label")}</span>
          <input
            type="search"
            name="q"
            defaultValue={filters.q ?? filters.kode ?? ""}
            maxLength={searchMax}
            autoComplete="off"
            aria-describedby="reservation-search-hint"
          />
          <small id="reservation-search-hint" className="desk-muted">
            {t("tapeChart.search.hint")}
          </small>
        </label>
        <label className="desk-field">
          <span>{t("desk.list.status")}</span>
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("desk.common.all")}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`desk.status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="desk-field">
          <span>{t("desk.list.statusBayar")}</span>
          <select name="status_bayar" defaultValue={filters.statusBayar ?? ""}>
            <option value="">{t("desk.common.all")}</option>
            {statusesBayar.map((s) => (
              <option key={s} value={s}>
                {t(`desk.statusBayar.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="desk-field">
          <span>{t("desk.list.hotel")}</span>
          <select name="hotel" defaultValue={filters.hotelId ?? ""}>
            <option value="">{t("desk.common.all")}</option>
            {hotels.map((h) => (
              <option key={h.id} value={h.id}>
                {h.nama}
              </option>
            ))}
          </select>
        </label>
        <label className="desk-field">
          <span>{t("desk.list.cekinFrom")}</span>
          <input type="date" name="cekin_dari" defaultValue={filters.cekinFrom ?? ""} />
        </label>
        <label className="desk-field">
          <span>{t("desk.list.cekinTo")}</span>
          <input type="date" name="cekin_sampai" defaultValue={filters.cekinTo ?? ""} />
        </label>
        <div className="desk-filters__buttons">
          <button type="submit" className="button button--primary">
            {t("desk.common.apply")}
          </button>
          <Link to="/admin/reservasi" className="button button--secondary">
            {t("desk.common.clear")}
          </Link>
          <a href={`/admin/reservasi.csv${query ? `?${query}` : ""}`} className="button button--secondary" download>
            {t("desk.list.csv")}
          </a>
        </div>
      </Form>

      <DataTable
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ "data-kode": r.kodeBooking })}
        caption={t("desk.list.tableCaption")}
        empty={t("desk.list.empty")}
        columns={[
          {
            id: "kode",
            header: t("desk.list.columns.kode"),
            cell: (r) => (
              <>
                <Link to={`/admin/reservasi/${encodeURIComponent(r.kodeBooking)}`}>{r.kodeBooking}</Link>
                <small className="desk-muted">{formatDate(r.createdAt, "dateTime", language)}</small>
              </>
            ),
          },
          {
            id: "guest",
            header: t("desk.list.columns.guest"),
            cell: (r) => (
              <>
                {r.guestNama}
                <small className="desk-muted">{r.guestTelepon}</small>
                {r.guestEmail ? <small className="desk-muted desk-list__email">{r.guestEmail}</small> : null}
              </>
            ),
          },
          {
            id: "hotel",
            header: t("desk.list.columns.hotel"),
            cell: (r) => (
              <>
                {r.hotelNama}
                <small className="desk-muted">
                  {r.roomTypeNama} × {r.jumlahKamar}
                </small>
              </>
            ),
          },
          { id: "cekin", header: t("desk.list.columns.cekin"), cell: (r) => formatDate(r.cekin, "short", language) },
          { id: "nights", header: t("desk.list.columns.nights"), cell: (r) => r.durasi },
          { id: "total", header: t("desk.list.columns.total"), cell: (r) => formatRupiah(r.total) },
          {
            id: "status",
            header: t("desk.list.columns.status"),
            cell: (r) => <span className={`desk-badge desk-badge--${r.status.toLowerCase()}`}>{t(`desk.status.${r.status}`)}</span>,
          },
          {
            id: "statusBayar",
            header: t("desk.list.columns.statusBayar"),
            cell: (r) => (
              <span className={`desk-badge desk-badge--pay-${r.statusBayar.toLowerCase()}`}>{t(`desk.statusBayar.${r.statusBayar}`)}</span>
            ),
          },
          { id: "mode", header: t("desk.list.columns.mode"), cell: (r) => t(`desk.mode.${r.mode}`) },
        ]}
      />
      <ListPager info={info} hrefFor={pageHref} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary variant="desk" backTo="/admin/reservasi" backLabel="desk.detail.back" />;
}
