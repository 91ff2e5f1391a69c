import type { ValidationStaffMessages } from "../id/validation-staff";

const validationStaff: ValidationStaffMessages = {
  validationStaff: {
    wholeNumber: "Saisissez un nombre entier, sans décimales.",
    dateRange: "L'année doit être comprise entre {{from}} et {{to}}.",
    tooFew_one: "Choisissez-en au moins {{count}}.",
    tooFew_other: "Choisissez-en au moins {{count}}.",
    tooMany_one: "{{count}} choix au plus.",
    tooMany_other: "{{count}} choix au plus.",
    atLeast: "Au moins {{min, number}}.",
    moreThan: "Doit être supérieur à {{min, number}}.",
    atMost: "Au plus {{max, number}}.",
    lessThan: "Doit être inférieur à {{max, number}}.",
    rupiah: "Saisissez un prix en roupies, par exemple 150 000.",
    wholeRupiah: "Saisissez un montant entier en roupies, sans décimales.",
    priceZero: "Le prix doit être supérieur à 0 Rp.",
    priceMax: "Le prix ne peut pas dépasser {{max, number}} Rp.",
  },
};

export default validationStaff;
