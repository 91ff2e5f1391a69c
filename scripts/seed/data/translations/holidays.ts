import { HOLIDAY_NAMES } from "../holidays";
import type { Versions } from "./pairs";
import type { SeedTranslations } from "./types";

/** English and French names of the holidays of ../holidays.ts. */
const VERSIONS: Record<keyof typeof HOLIDAY_NAMES, Versions> = {
  tahunBaru: { en: "New Year's Day", fr: "Jour de l'An" },
  israMikraj: { en: "Isra Mi'raj of the Prophet Muhammad", fr: "Isra et Miraj du Prophète Mahomet" },
  imlek: { en: "Chinese New Year", fr: "Nouvel An chinois" },
  nyepi: { en: "Nyepi, Day of Silence (Saka New Year)", fr: "Nyepi, jour du Silence (Nouvel An saka)" },
  idulfitri: { en: "Eid al-Fitr", fr: "Aïd al-Fitr" },
  wafatYesus: { en: "Good Friday", fr: "Vendredi saint" },
  paskah: { en: "Easter Sunday", fr: "Dimanche de Pâques" },
  buruh: { en: "International Labour Day", fr: "Fête du Travail" },
  kenaikan: { en: "Ascension Day", fr: "Ascension" },
  iduladha: { en: "Eid al-Adha", fr: "Aïd al-Adha" },
  waisak: { en: "Vesak Day", fr: "Vesak" },
  pancasila: { en: "Pancasila Day", fr: "Journée de la Pancasila" },
  muharam: { en: "Islamic New Year (1 Muharram)", fr: "Nouvel An islamique (1er mouharram)" },
  kemerdekaan: { en: "Independence Day", fr: "Fête de l'Indépendance" },
  maulid: { en: "Birthday of the Prophet Muhammad", fr: "Naissance du Prophète Mahomet" },
  natal: { en: "Christmas Day", fr: "Noël" },
  cutiImlek: { en: "Collective leave for Chinese New Year", fr: "Congé collectif du Nouvel An chinois" },
  cutiNyepi: { en: "Collective leave for Nyepi", fr: "Congé collectif de Nyepi" },
  cutiIdulfitri: { en: "Collective leave for Eid al-Fitr", fr: "Congé collectif de l'Aïd al-Fitr" },
  cutiKenaikan: { en: "Collective leave for Ascension Day", fr: "Congé collectif de l'Ascension" },
  cutiIduladha: { en: "Collective leave for Eid al-Adha", fr: "Congé collectif de l'Aïd al-Adha" },
  cutiNatal: { en: "Collective leave for Christmas", fr: "Congé collectif de Noël" },
};

const holidays: SeedTranslations = Object.fromEntries(
  (Object.keys(HOLIDAY_NAMES) as (keyof typeof HOLIDAY_NAMES)[]).map((name) => [HOLIDAY_NAMES[name], VERSIONS[name]]),
);

export default holidays;
