/** Cities (kota) a visitor searches accommodation in. Surabaya is the gateway and has no property of its own. */
export const CITIES = [
  "Malang",
  "Batu",
  "Banyuwangi",
  "Bondowoso",
  "Jember",
  "Lumajang",
  "Blitar",
  "Kediri",
  "Surabaya",
] as const;

export type CityName = (typeof CITIES)[number];
