import { useTranslation } from "react-i18next";
import { googleMapsLink, mapLink } from "~/utils/maps";
import { safeHref } from "~/utils/safe-href";

/**
 * Where a place is: its coordinates and links that open them in OpenStreetMap or Google Maps.
 * Nothing third-party is loaded on our page; the visitor's own map app does the rest.
 */
export function MapLinks({ latitude, longitude, name }: { latitude: number; longitude: number; name: string }) {
  const { t } = useTranslation();
  return (
    <div className="map-card">
      <svg className="map-card__pin" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
      </svg>
      <div className="map-card__body">
        <p className="map-card__title">{t("content.map.title")}: {name}</p>
        <p className="map-card__coords">
          {t("content.map.coordinates")}: {latitude.toFixed(5)}, {longitude.toFixed(5)}
        </p>
        <p className="map-card__links">
          <a href={safeHref(mapLink(latitude, longitude))} target="_blank" rel="noopener noreferrer" className="button button--secondary">
            {t("content.map.openStreetMap")}
          </a>
          <a href={safeHref(googleMapsLink(latitude, longitude))} target="_blank" rel="noopener noreferrer" className="button button--secondary">
            {t("content.map.googleMaps")}
          </a>
        </p>
      </div>
    </div>
  );
}
