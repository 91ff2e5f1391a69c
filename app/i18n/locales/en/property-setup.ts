import type { PropertySetupMessages } from "../id/property-setup";

const propertySetup: PropertySetupMessages = {
  propertySetup: {},
};

export default propertySetup;
