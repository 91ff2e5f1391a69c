import type { Widen } from "../widen";

/** The guided set-up of a property: room types, units, photos, prices, and what is still missing. */
const propertySetup = {
  propertySetup: {},
};

export default propertySetup;
export type PropertySetupMessages = Widen<typeof propertySetup>;
