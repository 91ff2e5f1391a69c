/**
 * zod's own English messages (its default error map), as they would appear in an Indonesian or French
 * page's HTML or in the form reply serialised into it (English pages have a "Required" label of their
 * own). None may reach a visitor: every message goes through the catalogue.
 */
export const ZOD_DEFAULT_TEXTS: readonly RegExp[] = [
  /(String|Array) must contain (at (most|least)|exactly|over|under|more than|less than) \d+/,
  /Number must be (greater|less|exactly|a multiple|finite)/,
  /Expected [\w ]+, received \w+/,
  /Invalid (enum|literal|discriminator) value/,
  /Invalid input/,
  /Unrecognized key\(s\)/,
  /["> ]Required["<]/,
  /["> ]Invalid( (email|url|date|uuid|cuid|datetime|ip|emoji|regex|string))?["<]/,
  /Intersection results could not be merged/,
];
