import type { Widen } from "../widen";

/** Front-desk flows: walk-ins without e-mail, pay-at-desk, early departure, printable arrivals and departures. */
const deskFlows = {
  deskFlows: {},
};

export default deskFlows;
export type DeskFlowsMessages = Widen<typeof deskFlows>;
