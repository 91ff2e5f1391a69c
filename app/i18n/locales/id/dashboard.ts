import type { Widen } from "../widen";

/** The manager's dashboard (/admin): today's guests, occupancy, ADR, RevPAR, channels, countries, satisfaction. */
const dashboard = {
  dashboard: {},
};

export default dashboard;
export type DashboardMessages = Widen<typeof dashboard>;
