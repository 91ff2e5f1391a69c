import type { ValidationMessages } from "../id/validation";

const validation: ValidationMessages = {
  validation: {
    required: "This field is required.",
    invalid: "This value is not valid.",
    repeated: "This field was sent more than once. Send the form from its page.",
    choice: "This choice is not available.",
    number: "Enter a number.",
    wholeNumber: "Enter a whole number, without decimals.",
    format: "This is not in the expected format.",
    email: "This e-mail address is not valid.",
    url: "This link is not valid.",
    date: "Enter a valid date.",
    dateRange: "The year must be between {{from}} and {{to}}.",
    tooShort_one: "At least {{count}} character.",
    tooShort_other: "At least {{count}} characters.",
    tooLong_one: "At most {{count}} character.",
    tooLong_other: "At most {{count}} characters.",
    tooFew_one: "Choose at least {{count}}.",
    tooFew_other: "Choose at least {{count}}.",
    tooMany_one: "At most {{count}} choice.",
    tooMany_other: "At most {{count}} choices.",
    atLeast: "At least {{min, number}}.",
    moreThan: "Must be more than {{min, number}}.",
    atMost: "At most {{max, number}}.",
    lessThan: "Must be less than {{max, number}}.",
    bidi: "This field contains invisible characters that reverse the text direction (bidi controls). Type it again without them.",
    rupiah: "Enter a price in Rupiah, for example 150,000.",
    wholeRupiah: "Enter whole Rupiah, without decimals.",
    priceZero: "The price must be more than IDR 0.",
    priceMax: "The price can be at most IDR {{max, number}}.",
  },
};

export default validation;
