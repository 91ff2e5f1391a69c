import { getTableName } from "drizzle-orm";
import { TRANSLATABLE_KINDS, type ResourceDefinition } from "~/crud/define";
import { isHtmlField, isTranslatableEntity, TRANSLATABLE } from "~/utils/translatable";

/**
 * A resource definition with its table's translatable fields (docs/decisions/026): `entity` is set when
 * app/utils/translatable.ts lists the table, so the form shows English and French for exactly the fields
 * listed there. A listed field must be a text, textarea or HTML field, and an HTML one exactly when the
 * list says so: the form sanitises the Indonesian by the field's kind and `translationWrites` the other
 * languages by the list, and both must run the same sanitiser. A disagreement fails at start-up.
 */
export function withTranslations(definition: ResourceDefinition): ResourceDefinition {
  const name = getTableName(definition.table);
  if (!isTranslatableEntity(name)) return definition;
  for (const fieldName of TRANSLATABLE[name].fields) {
    const f = definition.fields.find((candidate) => candidate.name === fieldName);
    if (!f) continue; // Not edited in this resource: the missing-translations test names it.
    if (!TRANSLATABLE_KINDS.includes(f.kind)) throw new Error(`${definition.name}: ${fieldName} is translatable but a ${f.kind} field`);
    if ((f.kind === "html") !== isHtmlField(name, fieldName)) {
      throw new Error(`${definition.name}: ${fieldName} is ${f.kind === "html" ? "" : "not "}HTML in the form but the opposite in TRANSLATABLE`);
    }
  }
  return { ...definition, entity: name };
}
