import type { DashboardMessages } from "../id/dashboard";

const dashboard: DashboardMessages = {
  dashboard: {},
};

export default dashboard;
