import type { ValidationMessages } from "../id/validation";

const validation: ValidationMessages = {
  validation: {
    required: "Ce champ est obligatoire.",
    invalid: "Cette valeur n'est pas valide.",
    repeated: "Ce champ a été envoyé plusieurs fois. Envoyez le formulaire depuis sa page.",
    choice: "Ce choix n'est pas disponible.",
    number: "Saisissez un nombre.",
    wholeNumber: "Saisissez un nombre entier, sans décimales.",
    format: "Le format n'est pas celui attendu.",
    email: "Cette adresse e-mail n'est pas valide.",
    url: "Ce lien n'est pas valide.",
    date: "Saisissez une date valide.",
    dateRange: "L'année doit être comprise entre {{from}} et {{to}}.",
    tooShort_one: "Au moins {{count}} caractère.",
    tooShort_other: "Au moins {{count}} caractères.",
    tooLong_one: "{{count}} caractère au plus.",
    tooLong_other: "{{count}} caractères au plus.",
    tooFew_one: "Choisissez-en au moins {{count}}.",
    tooFew_other: "Choisissez-en au moins {{count}}.",
    tooMany_one: "{{count}} choix au plus.",
    tooMany_other: "{{count}} choix au plus.",
    atLeast: "Au moins {{min, number}}.",
    moreThan: "Doit être supérieur à {{min, number}}.",
    atMost: "Au plus {{max, number}}.",
    lessThan: "Doit être inférieur à {{max, number}}.",
    bidi: "Ce champ contient des caractères invisibles qui inversent le sens du texte (contrôles bidi). Saisissez-le de nouveau sans eux.",
    rupiah: "Saisissez un prix en roupies, par exemple 150 000.",
    wholeRupiah: "Saisissez un montant entier en roupies, sans décimales.",
    priceZero: "Le prix doit être supérieur à 0 IDR.",
    priceMax: "Le prix ne peut pas dépasser {{max, number}} IDR.",
  },
};

export default validation;
