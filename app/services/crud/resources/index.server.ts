import type { ResourceDefinition } from "../define.server";
import kamarhomestay from "./kamarhomestay.server";
import kota from "./kota.server";

/**
 * Every master-data resource the engine serves, in the order the /master index lists them. Adding a
 * table to the back-office is one definition file and one line here (ADR 017).
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  kota,
  kamarhomestay,
];

const BY_NAME = new Map(RESOURCES.map((definition) => [definition.name, definition]));

export function findResource(name: string): ResourceDefinition | undefined {
  return BY_NAME.get(name);
}
