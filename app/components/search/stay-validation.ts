import { parseWithZod } from "~/utils/parse-with-zod";
import { createStaySchema } from "~/utils/stay-schema";

/** The search form's browser-side validation, loaded after the page is interactive (see SearchForm). */
export function validateStay(formData: FormData, today: string) {
  // createStaySchema keeps the schema of the day, so a search form re-validating while typing builds it once.
  return parseWithZod(formData, { schema: createStaySchema(today) });
}
