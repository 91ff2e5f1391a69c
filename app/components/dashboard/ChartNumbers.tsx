import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type DashboardSection = "performance" | "occupancy" | "channels" | "countries" | "satisfaction";

/** The CSV of one section, for the page's estate filter. */
export function csvHref(section: DashboardSection, hotelId: number | null): string {
  const params = new URLSearchParams({ bagian: section });
  if (hotelId !== null) params.set("hotel", String(hotelId));
  return `/admin/dashboard.csv?${params.toString()}`;
}

/** A chart's numbers as a table (folded unless `open`), with the link to the same figures as CSV. */
export function ChartNumbers({
  caption,
  headers,
  rows,
  csv,
  open = false,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  csv: string;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const table = (
    // Focusable, so a keyboard can scroll a table wider than a phone.
    <div className="dashboard-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? "dashboard-table__number" : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="dashboard-table__number">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <div className="dashboard-numbers">
      {open ? (
        table
      ) : (
        <details>
          <summary>{t("dashboard.numbers")}</summary>
          {table}
        </details>
      )}
      <a href={csv} className="dashboard-numbers__csv" download>
        {t("dashboard.csvOf", { what: caption })}
      </a>
    </div>
  );
}
