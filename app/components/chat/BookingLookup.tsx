import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/config";
import type { MessageKey } from "~/i18n/message-key";
import type { ChatBookingView } from "~/utils/chat-booking";
import { formatDate } from "~/utils/dates";
import { isErrorData } from "~/utils/invariant";
import { formatRupiah } from "~/utils/money";

type Lookup =
  | { state: "idle" }
  | { state: "loading"; kode: string }
  | { state: "found"; booking: ChatBookingView; pesananUrl: string }
  | { state: "failed"; key: MessageKey };

/** The console's read-only booking look-up (GET only: customer service changes nothing from here). */
async function fetchBooking(kode: string): Promise<Lookup> {
  try {
    const response = await fetch(`/admin/chat/pesanan/${encodeURIComponent(kode)}`, { headers: { Accept: "application/json" } });
    const data: unknown = await response.json().catch(() => null);
    if (response.ok && data && typeof data === "object" && "booking" in data) {
      return { state: "found", ...(data as { booking: ChatBookingView; pesananUrl: string }) };
    }
    return { state: "failed", key: isErrorData(data) ? data.key : "chatConsole.booking.failed" };
  } catch {
    return { state: "failed", key: "chatConsole.booking.failed" };
  }
}

/**
 * The booking codes a guest quoted (as buttons) and a field to type one; either opens a read-only panel
 * with the booking's status, stay, property, room type, amount and payment state, and a link to the
 * guest's own "Pesanan Saya" page that the operator can put into the reply.
 */
export function BookingLookup({
  codes,
  language,
  guestLanguage,
  onInsert,
}: {
  codes: string[];
  language: Language;
  guestLanguage: Language | null;
  onInsert: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const [typed, setTyped] = useState("");
  const latest = useRef("");

  const open = async (kode: string) => {
    const wanted = kode.trim();
    if (!wanted) return;
    latest.current = wanted;
    setLookup({ state: "loading", kode: wanted });
    const result = await fetchBooking(wanted);
    // An answer for a code asked before the last one is dropped.
    if (latest.current === wanted) setLookup(result);
  };

  const guestLink = (url: string) => {
    if (!guestLanguage || guestLanguage === "id") return url;
    const link = new URL(url);
    link.searchParams.set("lng", guestLanguage);
    return link.toString();
  };

  return (
    <div className="chat-booking">
      {codes.length ? (
        <div className="chat-booking__codes" role="group" aria-label={t("chatConsole.booking.quoted")}>
          <span className="chat-booking__label">{t("chatConsole.booking.quoted")}</span>
          {codes.map((kode) => (
            <button key={kode} type="button" className="button button--secondary chat-booking__code" onClick={() => open(kode)}>
              {kode}
            </button>
          ))}
        </div>
      ) : null}
      <form
        className="chat-booking__form"
        onSubmit={(event) => {
          event.preventDefault();
          void open(typed);
        }}
      >
        <label htmlFor="chat-booking-code">{t("chatConsole.booking.lookupLabel")}</label>
        <input
          id="chat-booking-code"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="AGW260312-K7QPX2"
        />
        <button type="submit" className="button button--secondary">
          {t("chatConsole.booking.open")}
        </button>
      </form>
      {lookup.state === "loading" ? <p role="status">{t("chatConsole.booking.loading")}</p> : null}
      {lookup.state === "failed" ? (
        <p role="alert" className="chat-booking__error">
          {t(lookup.key)}
        </p>
      ) : null}
      {lookup.state === "found" ? (
        <BookingPanel
          booking={lookup.booking}
          language={language}
          guestUrl={guestLink(lookup.pesananUrl)}
          onInsert={onInsert}
          onClose={() => setLookup({ state: "idle" })}
        />
      ) : null}
    </div>
  );
}

function BookingPanel({
  booking: b,
  language,
  guestUrl,
  onInsert,
  onClose,
}: {
  booking: ChatBookingView;
  language: Language;
  guestUrl: string;
  onInsert: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ["status", t("chatConsole.booking.status"), t(`desk.status.${b.status}` as MessageKey)],
    ["payment", t("chatConsole.booking.payment"), t(`desk.statusBayar.${b.statusBayar}`)],
    [
      "stay",
      t("chatConsole.booking.stay"),
      t("chatConsole.booking.stayDates", {
        from: formatDate(b.cekin, "short", language),
        to: formatDate(b.cekout, "short", language),
        nights: b.durasi,
      }),
    ],
    ["estate", t("chatConsole.booking.estate"), b.hotelNama],
    ["roomType", t("chatConsole.booking.roomType"), b.roomTypeNama],
    ["rooms", t("chatConsole.booking.rooms"), t("chatConsole.booking.roomsGuests", { rooms: b.jumlahKamar, guests: b.jumlahTamu })],
    ["amount", t("chatConsole.booking.amount"), formatRupiah(b.total, language)],
  ];
  if (b.statusBayar === "WAITING" && b.mode === "WEB") {
    rows.push(["deadline", t("chatConsole.booking.deadline"), formatDate(b.batasBayar, "dateTime", language)]);
  }
  return (
    <section className="chat-booking__panel" aria-labelledby="chat-booking-title">
      <h3 id="chat-booking-title">{t("chatConsole.booking.title", { kode: b.kodeBooking })}</h3>
      <p className="chat-booking__note">{t("chatConsole.booking.readOnly")}</p>
      <dl className="chat-booking__facts">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`booking-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="chat-booking__actions">
        <a href={guestUrl} target="_blank" rel="noreferrer">
          {t("chatConsole.booking.pesananSaya")}
        </a>
        <button type="button" className="button button--secondary" onClick={() => onInsert(guestUrl)}>
          {t("chatConsole.booking.sendLink")}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t("chatConsole.booking.close")}
        </button>
      </p>
    </section>
  );
}
