import type { ValidationMessages } from "../id/validation";

const validation: ValidationMessages = {
  validation: {
    required: "Ce champ est obligatoire.",
    invalid: "Cette valeur n'est pas valide.",
    repeated: "Ce champ a été envoyé plusieurs fois. Envoyez le formulaire depuis sa page.",
    choice: "Ce choix n'est pas disponible.",
    number: "Saisissez un nombre.",
    format: "Le format n'est pas celui attendu.",
    email: "Cette adresse e-mail n'est pas valide.",
    url: "Ce lien n'est pas valide.",
    date: "Saisissez une date valide.",
    tooShort_one: "Au moins {{count}} caractère.",
    tooShort_other: "Au moins {{count}} caractères.",
    tooLong_one: "{{count}} caractère au plus.",
    tooLong_other: "{{count}} caractères au plus.",
    bidi: "Ce champ contient des caractères invisibles qui inversent le sens du texte (contrôles bidi). Saisissez-le de nouveau sans eux.",
  },
};

export default validation;
