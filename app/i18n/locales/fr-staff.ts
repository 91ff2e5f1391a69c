import admin from "./fr/admin";
import chatConsole from "./fr/chat-console";
import crud from "./fr/crud";
import desk from "./fr/desk";
import office from "./fr/office";
import rateGrid from "./fr/rate-grid";
import refunds from "./fr/refunds";
import type { StaffMessages } from "./id-staff";

const frStaff: StaffMessages = {
  ...admin,
  ...chatConsole,
  ...crud,
  ...desk,
  ...office,
  ...rateGrid,
  ...refunds,
};

export default frStaff;
