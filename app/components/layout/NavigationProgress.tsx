import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A thin bar at the top of the window while a navigation or form submission is in flight. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      className={`nav-progress${busy ? " nav-progress--active" : ""}`}
      role="progressbar"
      aria-hidden={!busy}
      aria-label={t("common.loading")}
      aria-busy={busy}
    />
  );
}
