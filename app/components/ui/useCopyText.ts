import { useEffect, useState } from "react";

export type CopyStatus = "idle" | "copied" | "failed";

/**
 * Copying a text to the clipboard from a button: `canCopy` is true only after hydration where the
 * clipboard exists (so the button is never shown without JavaScript), `status` says what the last copy
 * did and goes back to idle when the text changes.
 */
export function useCopyText(text: string) {
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState<CopyStatus>("idle");
  useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  useEffect(() => setStatus("idle"), [text]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  };
  return { canCopy, status, copy };
}
