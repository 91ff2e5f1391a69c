/** Messages of the back-office tracker socket (workers/staff-tracker.ts → /tracker page). */
export interface TrackedView {
  login: string;
  page: string;
  ip: string | null;
  /** Unix ms of the page view. */
  at: number;
}

export type TrackerMessage = { type: "snapshot"; views: TrackedView[] } | { type: "view"; view: TrackedView };

/** A signed-in user counts as active this long after their last page view. */
export const TRACKER_ACTIVE_MS = 10 * 60 * 1000;

/** The socket's path (handled by the Worker before Remix). */
export const TRACKER_SOCKET_PATH = "/tracker/socket";

export function isTrackerMessage(value: unknown): value is TrackerMessage {
  if (!value || typeof value !== "object") return false;
  const type = (value as { type?: unknown }).type;
  return type === "snapshot" || type === "view";
}
