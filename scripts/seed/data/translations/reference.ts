import type { SeedTranslations } from "./types";

/**
 * English and French for the texts of ../reference.ts: identity documents, kinds of accommodation, facilities,
 * extras and their units, fees and the satisfaction form's reasons. "Sarapan" is both a facility and a reason;
 * one entry serves both.
 */
const translations: SeedTranslations = {
  // Identity documents a guest shows at check-in; the Indonesian abbreviations stay, as on the card itself.
  KTP: { en: "Indonesian ID card (KTP)", fr: "Carte d'identité indonésienne (KTP)" },
  SIM: { en: "Indonesian driving licence (SIM)", fr: "Permis de conduire indonésien (SIM)" },
  Paspor: { en: "Passport", fr: "Passeport" },

  // Kinds of accommodation.
  Homestay: { en: "Homestay", fr: "Maison d'hôtes" },
  Hotel: { en: "Hotel", fr: "Hôtel" },
  Cottage: { en: "Cottage", fr: "Chalet" },
  Villa: { en: "Villa", fr: "Villa" },

  // Facilities of properties and room types.
  "Wi-Fi": { en: "Wi-Fi", fr: "Wi-Fi" },
  "Air Panas": { en: "Hot water", fr: "Eau chaude" },
  Sarapan: { en: "Breakfast", fr: "Petit-déjeuner" },
  Parkir: { en: "Parking", fr: "Parking" },
  "Kolam Renang": { en: "Swimming pool", fr: "Piscine" },
  Perapian: { en: "Fireplace", fr: "Cheminée" },
  Dapur: { en: "Kitchen", fr: "Cuisine" },
  TV: { en: "TV", fr: "Télévision" },
  "Akses Kursi Roda": { en: "Wheelchair access", fr: "Accès en fauteuil roulant" },
  "Antar-Jemput": { en: "Shuttle service", fr: "Navette" },
  "Area Api Unggun": { en: "Campfire area", fr: "Espace feu de camp" },
  Mushola: { en: "Prayer room", fr: "Salle de prière" },

  // Extras a guest can add to a booking, and how each is counted.
  "Extra Bed": { en: "Extra bed", fr: "Lit d'appoint" },
  "Sarapan Tambahan": { en: "Extra breakfast", fr: "Petit-déjeuner supplémentaire" },
  "Paket Tur Kebun Teh": { en: "Tea estate tour", fr: "Visite guidée de la plantation de thé" },
  "Paket Tur Kopi Ijen": { en: "Ijen coffee tour", fr: "Circuit du café de l'Ijen" },
  "Antar-Jemput Stasiun": { en: "Station transfer", fr: "Transfert depuis la gare" },
  "per malam": { en: "per night", fr: "par nuit" },
  "per orang per malam": { en: "per person per night", fr: "par personne et par nuit" },
  "per orang": { en: "per person", fr: "par personne" },
  "per perjalanan": { en: "per trip", fr: "par trajet" },

  // Tax and fees on a stay.
  "Pajak PB1": { en: "Hotel tax (PB1)", fr: "Taxe hôtelière (PB1)" },
  "Biaya Layanan": { en: "Service charge", fr: "Frais de service" },

  // Reasons a guest can tick in the satisfaction form.
  "Kebersihan kamar": { en: "Room cleanliness", fr: "Propreté de la chambre" },
  "Keramahan staf": { en: "Staff friendliness", fr: "Amabilité du personnel" },
  Pemandangan: { en: "View", fr: "Vue" },
  "Akses jalan": { en: "Road access", fr: "Accès routier" },
  Harga: { en: "Price", fr: "Prix" },
  Kebisingan: { en: "Noise", fr: "Bruit" },
  "Air panas tidak berfungsi": { en: "Hot water not working", fr: "Eau chaude en panne" },
};

export default translations;
