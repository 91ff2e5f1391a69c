import type { ValidationStaffMessages } from "../id/validation-staff";

const validationStaff: ValidationStaffMessages = {
  validationStaff: {
    wholeNumber: "Enter a whole number, without decimals.",
    dateRange: "The year must be between {{from}} and {{to}}.",
    tooFew_one: "Choose at least {{count}}.",
    tooFew_other: "Choose at least {{count}}.",
    tooMany_one: "At most {{count}} choice.",
    tooMany_other: "At most {{count}} choices.",
    atLeast: "At least {{min, number}}.",
    moreThan: "Must be more than {{min, number}}.",
    atMost: "At most {{max, number}}.",
    lessThan: "Must be less than {{max, number}}.",
    rupiah: "Enter a price in Rupiah, for example 150,000.",
    wholeRupiah: "Enter whole Rupiah, without decimals.",
    priceZero: "The price must be more than Rp 0.",
    priceMax: "The price can be at most Rp {{max, number}}.",
  },
};

export default validationStaff;
