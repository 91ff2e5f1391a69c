import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/ui/useHydrated";
import { passwordStrength, STRENGTH_COLOURS } from "~/utils/password-strength";

/**
 * Five coloured segments for the strength score of spec §5, with the level in words for screen
 * readers. It needs the live value, so it only appears once JavaScript runs.
 */
export function PasswordStrengthBar({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const { level, colour } = passwordStrength(password);
  const filled = password.length === 0 ? 0 : level;
  const levelLabel = t(`account.strength.level${level}` as const);
  return (
    <div className="auth-strength" id={id}>
      <span className="auth-strength__label">{t("account.strength.label")}:</span>
      <span className="auth-strength__bar" aria-hidden="true">
        {STRENGTH_COLOURS.map((segmentColour, index) => (
          <span
            key={segmentColour}
            className="auth-strength__segment"
            style={index < filled ? { backgroundColor: colour } : undefined}
          />
        ))}
      </span>
      <span className="auth-strength__text" aria-live="polite">
        {password.length === 0 ? "" : levelLabel}
      </span>
    </div>
  );
}
