import admin from "./en/admin";
import channelSync from "./en/channel-sync";
import channels from "./en/channels";
import chatConsole from "./en/chat-console";
import crud from "./en/crud";
import desk from "./en/desk";
import holds from "./en/holds";
import office from "./en/office";
import rateGrid from "./en/rate-grid";
import refunds from "./en/refunds";
import type { StaffMessages } from "./id-staff";
import dashboard from "./en/dashboard";
import tapeChart from "./en/tape-chart";
import validationStaff from "./en/validation-staff";
import deskFlows from "./en/desk-flows";
import propertySetup from "./en/property-setup";

const enStaff: StaffMessages = {
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

export default enStaff;
