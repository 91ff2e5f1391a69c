import { parseWithZod } from "@conform-to/zod";
import { createStaySchema, type StaySchema } from "~/utils/stay-schema";

/** The search form's browser-side validation, loaded after the page is interactive (see SearchForm). */
let cached: { today: string; schema: StaySchema } | null = null;

export function validateStay(formData: FormData, today: string) {
  if (cached?.today !== today) cached = { today, schema: createStaySchema(today) };
  return parseWithZod(formData, { schema: cached.schema });
}
