import { Link } from "~/components/ui/Link";
import { useTranslation } from "react-i18next";
import { mailtoHref, telHref } from "~/utils/contact";
import { mapLink } from "~/utils/maps";
import { Logo } from "./Logo";
import type { LayoutData } from "./types";
import { CONTACT_SCHEMES, safeHref } from "~/utils/safe-href";
import { langOf } from "~/utils/content-lang";

/** `eventDates`: each latest event's date, already written out in the page's language (root loader). */
export function SiteFooter({ layout, eventDates }: { layout: LayoutData; eventDates: Record<number, string> }) {
  const { t } = useTranslation();
  const contact = layout.contact;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about">
          <Logo />
          <p>{t("meta.description")}</p>
        </section>

        <section aria-labelledby="footer-events">
          <h2 id="footer-events" className="site-footer__title">
            {t("footer.latestEvents")}
          </h2>
          {layout.latestEvents.length === 0 ? (
            <p>{t("footer.noEvents")}</p>
          ) : (
            <ul className="site-footer__events">
              {layout.latestEvents.map((event) => (
                <li key={event.id}>
                  <Link to={`/event/${event.id}`} lang={langOf(event, "nama")}>
                    {event.nama}
                  </Link>
                  <span className="site-footer__meta">
                    <time dateTime={event.tanggal}>{eventDates[event.id] ?? event.tanggal}</time>
                    {event.lokasi ? (
                      <>
                        {" · "}
                        <span lang={langOf(event, "lokasi")}>{event.lokasi}</span>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        {/* "Pesanan Saya" is always there: a guest finds and manages a booking from any page. */}
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            {t("footer.usefulLinks")}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/pesanan">{t("orders.nav")}</Link>
            </li>
            {layout.footerLinks.map((link) => (
              <li key={link.id}>
                <a href={safeHref(link.url, { schemes: CONTACT_SCHEMES, relative: true })} lang={langOf(link, "nama")}>
                  {link.nama}
                </a>
              </li>
            ))}
          </ul>
        </section>

        {contact ? (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__title">
              {t("footer.contact")}
            </h2>
            <address className="site-footer__contact">
              <strong lang={langOf(contact, "nama")}>{contact.nama}</strong>
              {contact.alamat ? <span>{contact.alamat}</span> : null}
              {contact.telepon ? <a href={telHref(contact.telepon)}>☎ {contact.telepon}</a> : null}
              {contact.email ? <a href={mailtoHref(contact.email)}>✉ {contact.email}</a> : null}
              {contact.latitude !== null && contact.longitude !== null ? (
                <a href={safeHref(mapLink(contact.latitude, contact.longitude))} rel="noopener noreferrer" target="_blank">
                  {t("footer.map")}
                </a>
              ) : null}
            </address>
          </section>
        ) : null}
      </div>
      <div className="site-footer__bottom">
        <div className="container">{t("footer.rights", { year, name: contact?.nama ?? t("meta.siteName") })}</div>
      </div>
    </footer>
  );
}
