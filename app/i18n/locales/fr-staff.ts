import admin from "./fr/admin";
import channelSync from "./fr/channel-sync";
import channels from "./fr/channels";
import chatConsole from "./fr/chat-console";
import crud from "./fr/crud";
import desk from "./fr/desk";
import holds from "./fr/holds";
import office from "./fr/office";
import rateGrid from "./fr/rate-grid";
import refunds from "./fr/refunds";
import type { StaffMessages } from "./id-staff";
import dashboard from "./fr/dashboard";
import tapeChart from "./fr/tape-chart";
import validationStaff from "./fr/validation-staff";
import deskFlows from "./fr/desk-flows";
import propertySetup from "./fr/property-setup";

const frStaff: StaffMessages = {
  ...dashboard,
  ...tapeChart,
  ...deskFlows,
  ...propertySetup,
  ...admin,
  ...channelSync,
  ...channels,
  ...chatConsole,
  ...crud,
  ...desk,
  ...holds,
  ...office,
  ...rateGrid,
  ...refunds,
  ...validationStaff,
};

export default frStaff;
