import { useLocation } from "@remix-run/react";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/components/ui/useHydrated";
import { chatWasStarted } from "./chat-storage";

// The panel, its socket client and the dialog load on first use: most visitors never chat.
const ChatPanel = lazy(() => import("./ChatPanel"));

/** The page a visitor without JavaScript is sent to: a form that leaves a message. */
export const CHAT_PAGE_PATH = "/chat";

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 0 1 4 13.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The chat button on every public page (spec §2). Without JavaScript it is a link to /chat; with it, a
 * button that opens the panel (loading it the first time) and counts unread replies while it is closed.
 */
export function ChatWidget({ signedIn, language }: { signedIn: boolean; language: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [unread, setUnread] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A chat started earlier reconnects after a reload (once the page is idle), so replies show on the button.
  useEffect(() => {
    if (!chatWasStarted()) return;
    const timer = setTimeout(() => setLoaded(true), 500);
    return () => clearTimeout(timer);
  }, []);

  // The link in a reply e-mail (`?chat=1`) opens the conversation straight away.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get("chat") !== "1") return;
    setLoaded(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  if (pathname === CHAT_PAGE_PATH) return null;

  const label = t("chat.widget.open");
  const badge =
    unread > 0 ? (
      <span className="chat-launcher__badge" data-testid="chat-unread">
        <span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>
        <span className="visually-hidden">{t("chat.widget.unread", { count: unread })}</span>
      </span>
    ) : null;

  if (!hydrated) {
    return (
      <a href={CHAT_PAGE_PATH} className="chat-launcher">
        <ChatIcon />
        <span className="visually-hidden">{label}</span>
      </a>
    );
  }

  return (
    <div className="chat-widget">
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={loaded ? "chat-panel" : undefined}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
      >
        <ChatIcon />
        <span className="visually-hidden">{open ? t("chat.widget.close") : label}</span>
        {badge}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} onUnread={setUnread} signedIn={signedIn} language={language} />
        </Suspense>
      ) : null}
    </div>
  );
}
