import type { ValidationMessages } from "../id/validation";

const validation: ValidationMessages = {
  validation: {
    required: "This field is required.",
    invalid: "This value is not valid.",
    repeated: "This field was sent more than once. Send the form from its page.",
    choice: "This choice is not available.",
    number: "Enter a number.",
    format: "This is not in the expected format.",
    email: "This e-mail address is not valid.",
    url: "This link is not valid.",
    date: "Enter a valid date.",
    tooShort_one: "At least {{count}} character.",
    tooShort_other: "At least {{count}} characters.",
    tooLong_one: "At most {{count}} character.",
    tooLong_other: "At most {{count}} characters.",
    bidi: "This field contains invisible characters that reverse the text direction (bidi controls). Type it again without them.",
  },
};

export default validation;
