import admin from "./en/admin";
import chatConsole from "./en/chat-console";
import crud from "./en/crud";
import desk from "./en/desk";
import office from "./en/office";
import rateGrid from "./en/rate-grid";
import refunds from "./en/refunds";
import type { StaffMessages } from "./id-staff";

const enStaff: StaffMessages = {
  ...admin,
  ...chatConsole,
  ...crud,
  ...desk,
  ...office,
  ...rateGrid,
  ...refunds,
};

export default enStaff;
