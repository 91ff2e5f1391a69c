import frPublic from "./fr-public";
import frStaff from "./fr-staff";
import type { Messages } from "./id";

const fr: Messages = { ...frPublic, ...frStaff };

export default fr;
