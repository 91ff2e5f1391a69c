import { Link } from "~/components/ui/Link";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { CalendarCell } from "~/components/desk-calendar/CalendarCell";
import { TapeBar } from "~/components/desk-calendar/TapeBar";
import type { Segment } from "~/utils/calendar-cells";
import { isWeekendNight } from "~/utils/dates";

export interface TapeRow {
  id: number;
  nomor: string;
  hotelId: number;
  hotelNama: string;
  roomTypeId: number;
  roomTypeNama: string;
  segments: Segment[];
}

/** A weekend night, as pricing counts it: a column is the night that begins on its day (utils/dates.ts). */
export const isWeekend = isWeekendNight;

/**
 * The tape chart: days across (today and weekends marked), one row per unit, grouped under a header row
 * per estate (with its conflicts list) and per room type. The first column stays in view while the days
 * scroll sideways on a phone.
 */
export function TapeChart({
  rows,
  dates,
  today,
  day,
  long,
}: {
  rows: TapeRow[];
  dates: string[];
  today: string;
  day: (date: string) => string;
  long: (date: string) => string;
}) {
  const { t } = useTranslation();
  const span = dates.length + 1;
  return (
    <div className="staff-table-wrap tape-wrap">
      <table className="desk-cal tape" data-testid="calendar">
        <caption className="visually-hidden">
          {t("tapeChart.caption", { from: long(dates[0]), to: long(dates[dates.length - 1]) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("desk.calendar.unit")}</th>
            {dates.map((date) => {
              const marks = [date === today ? t("tapeChart.today") : null, isWeekend(date) ? t("tapeChart.weekend") : null].filter(Boolean);
              return (
                <th
                  key={date}
                  scope="col"
                  abbr={long(date)}
                  title={[long(date), ...marks].join(" · ")}
                  className={`${isWeekend(date) ? "tape-weekend" : ""}${date === today ? " tape-today" : ""}`.trim() || undefined}
                  aria-current={date === today ? "date" : undefined}
                >
                  {day(date)}
                  {date === today ? <small className="tape-today__mark">{t("tapeChart.today")}</small> : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((unit, i) => {
            const previous = rows[i - 1];
            const newHotel = previous?.hotelId !== unit.hotelId;
            const newType = newHotel || previous?.roomTypeId !== unit.roomTypeId;
            const typeCount = newType ? rows.filter((r) => r.roomTypeId === unit.roomTypeId).length : 0;
            return (
              <Fragment key={unit.id}>
                {newHotel ? (
                  <tr className="tape-group tape-group--hotel" data-hotel={unit.hotelId}>
                    <th scope="colgroup" colSpan={span}>
                      <span className="tape-group__label">
                        {unit.hotelNama}
                        <Link to={`/admin/kalender/bentrok?hotel=${unit.hotelId}`} className="tape-group__link">
                          {t("tapeChart.conflictsLink", { hotel: unit.hotelNama })}
                        </Link>
                      </span>
                    </th>
                  </tr>
                ) : null}
                {newType ? (
                  <tr className="tape-group tape-group--type">
                    <th scope="colgroup" colSpan={span}>
                      <span className="tape-group__label">
                        {unit.roomTypeNama}
                        <small className="desk-muted">{t("tapeChart.units", { count: typeCount })}</small>
                      </span>
                    </th>
                  </tr>
                ) : null}
                <tr data-hotel={unit.hotelId}>
                  <th scope="row">{unit.nomor}</th>
                  {unit.segments.map((segment) =>
                    segment.kind === "bar" ? (
                      <TapeBar key={segment.bar.date} bar={segment.bar} unitNomor={unit.nomor} long={long} />
                    ) : (
                      <CalendarCell
                        key={segment.cell.date}
                        cell={segment.cell}
                        unitId={unit.id}
                        unitNomor={unit.nomor}
                        hotelId={unit.hotelId}
                        long={long}
                        today={today}
                        weekend={isWeekend(segment.cell.date)}
                      />
                    ),
                  )}
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
