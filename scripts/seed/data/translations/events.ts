import { EVENTS } from "../events";
import { p, ul } from "../html";
import { addPairs, type Versions } from "./pairs";
import type { SeedTranslations } from "./types";

/** The translatable texts of one event of ../events.ts. */
interface EventVersions {
  nama: Versions;
  lokasi: Versions;
  jenisEvent: Versions;
  deskripsi: Versions;
}

const WONOSARI: Versions = { en: "Wonosari Tea Estate, Lawang", fr: "Domaine de thé de Wonosari, Lawang" };
const BLAWAN_FACTORY: Versions = { en: "Blawan Coffee Factory, Bondowoso", fr: "Usine à café de Blawan, Bondowoso" };

const FESTIVAL: Versions = { en: "Festival", fr: "Festival" };
const CELEBRATION: Versions = { en: "Celebration", fr: "Fête" };
const SPORT: Versions = { en: "Sport", fr: "Sport" };

/** Parallel to EVENTS. */
const VERSIONS: EventVersions[] = [
  {
    nama: { en: "Wonosari Tea-Picking Festival", fr: "Fête de la cueillette du thé à Wonosari" },
    lokasi: WONOSARI,
    jenisEvent: FESTIVAL,
    deskripsi: {
      en:
        p(
          "Two days celebrating the finest tea leaf of the season: a tea-picking contest for visitors, factory tours by night, a village produce market and bantengan, the bull-mask dance from Singosari.",
        ) +
        ul(
          "Tea-picking contest (family and open categories)",
          "Tea-brewing class with the factory's tea taster",
          "Farmers' market: strawberries, organic vegetables, longan honey",
          "Traditional performances on stage every evening",
        ),
      fr:
        p(
          "Deux jours pour fêter les plus belles pousses de la saison : concours de cueillette entre visiteurs, visites nocturnes de l'usine, marché des produits du village et bantengan, la danse du taureau masqué de Singosari.",
        ) +
        ul(
          "Concours de cueillette (catégories famille et tout public)",
          "Atelier d'infusion avec le dégustateur de l'usine",
          "Marché paysan : fraises, légumes bio, miel de longane",
          "Arts traditionnels sur scène chaque soir",
        ),
    },
  },
  {
    nama: { en: "Estate Sunrise Photography Week", fr: "Semaine photo du lever de soleil sur la plantation" },
    lokasi: { en: "Kertowono Tea Estate, Lumajang", fr: "Domaine de thé de Kertowono, Lumajang" },
    jenisEvent: { en: "Photography", fr: "Photographie" },
    deskripsi: {
      en:
        p(
          "A week of chasing the dawn light with Semeru as a backdrop, alongside a landscape photographer. Each morning the group sets off at 4am for the lookout in the upper section, followed by a review of the day's photos and breakfast at the guesthouse.",
        ) + p("The three best photographers win a voucher for two nights at one of the group's guesthouses."),
      fr:
        p(
          "Une semaine à traquer la lumière de l'aube face au Semeru, aux côtés d'un photographe paysagiste. Chaque matin, départ à 4 h pour le belvédère de la parcelle haute, puis analyse des photos et petit-déjeuner à la maison d'hôtes.",
        ) +
        p("Les auteurs des trois meilleures photos gagnent un bon pour deux nuits dans une maison d'hôtes du groupe."),
    },
  },
  {
    nama: { en: "Ijen Coffee Harvest Festival", fr: "Festival de la récolte du café de l'Ijen" },
    lokasi: { en: "Blawan Coffee Estate, Bondowoso", fr: "Plantation de café de Blawan, Bondowoso" },
    jenisEvent: FESTIVAL,
    deskripsi: {
      en:
        p(
          "The height of the Arabica harvest on the Ijen plateau. Pick red cherries with the estate's pickers, watch the wet process in the factory channels and taste coffees from different sections of the estate at open cupping sessions.",
        ) +
        ul(
          "Coffee-cherry picking every morning",
          "Cupping with a Q-grader",
          "East Java manual-brewing championship",
          "Coffee and Bondowoso food market",
        ),
      fr:
        p(
          "Le temps fort de la récolte de l'arabica sur le plateau de l'Ijen. Cueillez les cerises rouges avec les cueilleurs de la plantation, assistez au traitement par voie humide dans les canaux de l'usine et goûtez les cafés de différentes parcelles lors de séances de cupping ouvertes à tous.",
        ) +
        ul(
          "Cueillette des cerises de café chaque matin",
          "Cupping avec un Q-grader",
          "Concours de méthodes douces de Java-Est",
          "Marché du café et des spécialités de Bondowoso",
        ),
    },
  },
  {
    nama: { en: "New Year's Eve Bonfire Night", fr: "Feu de joie de la Saint-Sylvestre" },
    // Also the name of a property in ../hotels.ts: the same versions serve both.
    lokasi: { en: "Wonosari Tea Estate Cottages", fr: "Cottages du domaine de thé de Wonosari" },
    jenisEvent: CELEBRATION,
    deskripsi: {
      en: p(
        "See in the New Year among the tea gardens: a big bonfire, roast corn and sweet potatoes, acoustic music and a countdown under the Arjuno sky. Open to guesthouse and cottage guests, and to the public with a limited number of tickets.",
      ),
      fr: p(
        "Fêtez le Nouvel An au milieu des théiers : grand feu de joie, maïs et patates douces grillés, musique acoustique et compte à rebours sous le ciel de l'Arjuno. Ouvert aux hôtes des maisons d'hôtes et des cottages, ainsi qu'au public dans la limite des billets disponibles.",
      ),
    },
  },
  {
    nama: { en: "Gumitir Estate Food Market", fr: "Marché gourmand de la plantation de Gumitir" },
    lokasi: { en: "Gumitir Summit Cafe, Jember", fr: "Café du sommet de Gumitir, Jember" },
    jenisEvent: { en: "Food & Drink", fr: "Gastronomie" },
    deskripsi: {
      en: p(
        "A weekend of local food at the top of the Gumitir pass: rawon beef soup, nasi tempong, Bondowoso's fried fermented cassava, Jember's suwar-suwir sweets and Robusta coffee from the estate. Children can join the morning rubber-tapping tour.",
      ),
      fr: p(
        "Un week-end gourmand au sommet du Gumitir : rawon (soupe de bœuf), nasi tempong, manioc fermenté frit de Bondowoso, douceurs suwar-suwir de Jember et café robusta de la plantation. Les enfants peuvent s'initier à la saignée des hévéas le matin.",
      ),
    },
  },
  {
    nama: { en: "Independence Day Games on the Estate", fr: "Jeux de la fête de l'Indépendance à la plantation" },
    lokasi: {
      en: "Blawan Estate Office Grounds, Bondowoso",
      fr: "Terrain du bureau de la plantation de Blawan, Bondowoso",
    },
    jenisEvent: CELEBRATION,
    deskripsi: {
      en:
        p(
          "Independence Day with the estate workers' families and guesthouse guests: a flag-raising ceremony on the estate field, then traditional games until late afternoon.",
        ) +
        ul(
          "Sack races and the cracker-eating contest",
          "Tug of war between the estate's divisions",
          "Greasy-pole climbing (panjat pinang)",
          "Fastest coffee-cherry picker contest",
        ),
      fr:
        p(
          "La fête de l'Indépendance avec les familles des employés de la plantation et les hôtes de la maison d'hôtes : lever du drapeau sur le terrain de la plantation, puis jeux populaires jusqu'en fin d'après-midi.",
        ) +
        ul(
          "Course en sac et concours de mangeurs de krupuk",
          "Tir à la corde entre les divisions de la plantation",
          "Mât de cocagne (panjat pinang)",
          "Concours du cueilleur de cerises de café le plus rapide",
        ),
    },
  },
  {
    nama: { en: "Manual Coffee Brewing Class", fr: "Atelier café en méthode douce" },
    lokasi: { en: "Blawan Coffee House, Bondowoso", fr: "Coffee-shop du domaine de Blawan, Bondowoso" },
    jenisEvent: { en: "Class", fr: "Atelier" },
    deskripsi: {
      en: p(
        "A three-hour class with the coffee house's baristas: get to know the roast profiles of Blawan Arabica, then grind and brew with a V60, the traditional tubruk way and a French press. Everyone takes home 250 g of coffee beans.",
      ),
      fr: p(
        "Un atelier de trois heures avec les baristas du coffee-shop : découvrir les profils de torréfaction de l'arabica de Blawan, moudre, puis infuser au V60, à la manière traditionnelle du tubruk et à la cafetière à piston. Chaque participant repart avec 250 g de café en grains.",
      ),
    },
  },
  {
    nama: { en: "Kalibaru Cacao Estate Bike Ride", fr: "Balade à vélo dans la cacaoyère de Kalibaru" },
    lokasi: {
      en: "Wisma Kebun Kalibaru guesthouse, Banyuwangi",
      fr: "Maison d'hôtes Wisma Kebun Kalibaru, Banyuwangi",
    },
    jenisEvent: SPORT,
    deskripsi: {
      en: p(
        "An easy 25 km ride along the estate tracks through cacao, coffee and clove plantations, across the river and back for lunch at the guesthouse. The route suits beginners; bikes can be hired on site.",
      ),
      fr: p(
        "Une balade tranquille de 25 km sur les chemins de la plantation, entre cacaoyers, caféiers et girofliers, avec une traversée de rivière et un déjeuner à la maison d'hôtes pour finir. Parcours accessible aux débutants ; location de vélos sur place.",
      ),
    },
  },
  {
    nama: { en: "Blawan Coffee Harvest Thanksgiving", fr: "Fête de fin de récolte du café à Blawan" },
    lokasi: BLAWAN_FACTORY,
    jenisEvent: { en: "Culture", fr: "Culture" },
    deskripsi: {
      en: p(
        "The estate's traditional thanksgiving at the end of the coffee harvest: a procession of the harvest, communal prayers and a tumpeng rice-cone feast in the factory yard, followed by traditional Bondowoso dances and patrol music on bamboo percussion.",
      ),
      fr: p(
        "La fête traditionnelle d'action de grâce de fin de récolte du café : procession des produits de la terre, prière commune et festin autour du tumpeng, le cône de riz cérémoniel, dans la cour de l'usine, suivis de danses traditionnelles de Bondowoso et de musique patrol aux percussions de bambou.",
      ),
    },
  },
  {
    nama: { en: "Arjuno Slopes Trail Run", fr: "Trail des pentes de l'Arjuno" },
    lokasi: WONOSARI,
    jenisEvent: SPORT,
    deskripsi: {
      en: p(
        "10 km and 21 km trail races through tea gardens, pine forest and villages on the slopes of Arjuno, with more than 600 runners from towns across East Java.",
      ),
      fr: p(
        "Des courses nature de 10 km et 21 km à travers les théiers, la pinède et les villages des pentes de l'Arjuno, avec plus de 600 coureurs venus de toutes les villes de Java-Est.",
      ),
    },
  },
];

/** English and French for the texts of ../events.ts. */
const translations: SeedTranslations = {};

if (VERSIONS.length !== EVENTS.length) {
  throw new Error(`seed translations: ${EVENTS.length} events but ${VERSIONS.length} translated`);
}
EVENTS.forEach((e, i) => {
  const v = VERSIONS[i];
  addPairs(
    translations,
    e.slug,
    [e.nama, e.lokasi, e.jenisEvent, e.deskripsi],
    [v.nama, v.lokasi, v.jenisEvent, v.deskripsi],
  );
});

export default translations;
