import type { AppLoadContext } from "@remix-run/cloudflare";
import { translator } from "~/i18n/message-key";
import { fixedT } from "~/i18n/translate";
import { getContactEmail } from "~/models/contact.server";
import { claimUnreportedConflicts, feedPlace, type ReportedConflict } from "~/models/ical-import.server";
import { renderEmail } from "~/services/email-template.server";
import { createMailer } from "~/services/mailer.server";
import { formatDate } from "~/utils/dates";

type MailContext = Pick<AppLoadContext, "db" | "env" | "ctx">;

/** Nights an e-mail lists at most; the rest are counted and the desk calendar shows them all. */
export const MAX_LISTED_NIGHTS = 200;

/** The conflicts whose nights fit in `max` lines (the last one cut), and how many nights are left out. */
function firstNights(conflicts: ReportedConflict[], max: number) {
  const listed: ReportedConflict[] = [];
  let room = max;
  let unlisted = 0;
  for (const c of conflicts) {
    if (room > 0) listed.push({ ...c, nights: c.nights.slice(0, room) });
    unlisted += Math.max(0, c.nights.length - room);
    room = Math.max(0, room - c.nights.length);
  }
  return { listed, unlisted };
}

/**
 * "Konflik kalender": when an imported event covers nights already sold here (docs/decisions/028), the
 * property is told once per hold — the holds are claimed by a conditional UPDATE of `konflik_dilaporkan`
 * before the e-mail is queued — in Indonesian, to the hotel's e-mail or else the site's contact address,
 * listing the unit, the source, the nights and the booking codes holding them (the first MAX_LISTED_NIGHTS;
 * the rest counted), with a link to the desk calendar. A failure is logged and never fails the sync.
 */
export async function sendConflictEmail(context: MailContext, feed: { id: number; unitId: number }): Promise<number> {
  try {
    const place = await feedPlace(context.db, feed.id);
    if (!place) return 0;
    const to = place.hotelEmail?.trim() || (await getContactEmail(context.db));
    // Without an address the conflicts stay unclaimed, to be reported once one is set.
    if (!to) return 0;
    const conflicts = await claimUnreportedConflicts(context.db, feed);
    if (conflicts.length === 0) return 0;
    const { listed, unlisted } = firstNights(conflicts, MAX_LISTED_NIGHTS);
    const lang = "id" as const;
    const t = translator(fixedT(lang));
    const day = (d: string) => formatDate(d, "stay", lang);
    const unit = `${place.roomTypeNama} ${place.unitNomor}`;
    const source = place.label;
    const calendar = new URL("/admin/kalender", context.env.PUBLIC_SITE_URL).toString();
    const content = {
      lang,
      subject: t("channelSync.email.subject", { unit, source }),
      greeting: t("channelSync.email.greeting", { hotel: place.hotelNama }),
      paragraphs: [
        t("channelSync.email.intro", { unit, source }),
        ...listed.flatMap((c) => [
          t("channelSync.email.stay", { source, cekin: day(c.cekin), cekout: day(c.cekout) }),
          c.nights
            .map((n) =>
              n.kodeBooking
                ? t("channelSync.email.night", { night: day(n.night), kode: n.kodeBooking })
                : t("channelSync.email.nightHeld", { night: day(n.night) }),
            )
            .join("\n"),
        ]),
        ...(unlisted > 0 ? [t("channelSync.email.more", { nights: unlisted })] : []),
        t("channelSync.email.todo"),
      ],
      action: { label: t("channelSync.email.action"), url: calendar, fallbackLabel: t("channelSync.email.fallback") },
      signature: t("bookingEmail.signature"),
      footer: t("bookingEmail.footer", { site: new URL(context.env.PUBLIC_SITE_URL).host }),
    };
    const { html, text } = renderEmail(content);
    await createMailer(context).send({
      to,
      subject: content.subject,
      html,
      text,
      kind: "ical-conflict",
      lang,
      hotelId: place.hotelId,
    });
    return conflicts.length;
  } catch (error) {
    console.error(`conflict e-mail for feed ${feed.id} failed`, error);
    return 0;
  }
}
