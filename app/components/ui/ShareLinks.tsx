import { useTranslation } from "react-i18next";
import { shareUrls } from "~/utils/share";
import { safeHref } from "~/utils/safe-href";

/** Share links as plain anchors: no third-party script on the page. */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  const links = shareUrls(url, text);
  const items = [
    {
      key: "x",
      href: links.x,
      label: t("content.share.x"),
      icon: <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />,
    },
    {
      key: "facebook",
      href: links.facebook,
      label: t("content.share.facebook"),
      icon: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v6h4v-6h3l1-4h-4V8z" fill="currentColor" />,
    },
    {
      key: "whatsapp",
      href: links.whatsapp,
      label: t("content.share.whatsapp"),
      icon: (
        <path
          d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.6c-.2.6-1.2 1.1-1.7 1.1-.4 0-1 .2-3.2-.7-2.7-1.1-4.4-3.9-4.5-4-.1-.2-1.1-1.5-1.1-2.8s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.8.9c.3.1.5.2.5.3.1.1.1.6-.1 1.2z"
          fill="currentColor"
        />
      ),
    },
  ];
  return (
    <section className="share" aria-label={t("content.share.title")}>
      <h2 className="share__title">{t("content.share.title")}</h2>
      <ul className="share__list">
        {items.map((item) => (
          <li key={item.key}>
            <a
              className={`share__link share__link--${item.key}`}
              href={safeHref(item.href)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                {item.icon}
              </svg>
              <span>{item.label}</span>
              <span className="visually-hidden"> {t("content.share.newWindow")}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
