import { useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isStayErrorCode, STAY_LIMITS, type StayErrorCode } from "~/utils/stay";

const LIMITS: Partial<Record<StayErrorCode, { min?: number; max?: number }>> = {
  guestsMin: { min: STAY_LIMITS.minGuests },
  guestsMax: { max: STAY_LIMITS.maxGuests },
  roomsMin: { min: STAY_LIMITS.minRooms },
  roomsMax: { max: STAY_LIMITS.maxRooms },
  nightsRange: { min: STAY_LIMITS.minNights, max: STAY_LIMITS.maxNights },
  dateTooFar: { max: STAY_LIMITS.horizonDays },
};

/** Turns the stay schema's error codes into messages in the page's language. */
export function useStayErrorText() {
  const { t } = useTranslation();
  return useCallback(
    (code: string) => (isStayErrorCode(code) ? t(`search.errors.${code}`, LIMITS[code] ?? {}) : t("search.errors.dateInvalid")),
    [t],
  );
}

/**
 * Submits a GET filter form as soon as a choice changes (check-boxes, selects) or shortly after typing
 * stops (number and text inputs), so results update without a full reload. Without JavaScript the
 * form's own submit button does the same.
 */
export function useAutoSubmit(delayMs = 700) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const target = event.target as HTMLInputElement;
      const immediate = target.type === "checkbox" || target.type === "radio" || target.tagName === "SELECT";
      clearTimeout(timer.current);
      const go = () => {
        if (!form.checkValidity()) return;
        submit(form, { preventScrollReset: true });
      };
      if (immediate) go();
      else timer.current = setTimeout(go, delayMs);
    },
    [submit, delayMs],
  );
}
