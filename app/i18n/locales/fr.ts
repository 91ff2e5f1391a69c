import frPublic from "./fr-public";
import frStaff from "./fr-staff";
import frMail from "./fr/mail";
import type { Messages } from "./id";

const fr: Messages = { ...frPublic, ...frStaff, ...frMail };

export default fr;
