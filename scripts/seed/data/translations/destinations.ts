import { DESTINATIONS } from "../destinations";
import { ol, p, ul } from "../html";
import { addPairs, type Versions } from "./pairs";
import type { SeedTranslations } from "./types";

interface TitledVersions {
  title: Versions;
  deskripsi: Versions;
}

/** The translatable texts of one destination of ../destinations.ts, in the same order. */
interface DestinationVersions {
  nama: Versions;
  ringkasan: Versions;
  details: TitledVersions[];
  gallery: Versions[];
  directions: TitledVersions[];
  tickets: TitledVersions[];
}

const WHEN_TO_GO: Versions = { en: "When to Go", fr: "Meilleure période" };
const OPENING_HOURS: Versions = { en: "Opening Hours", fr: "Horaires d'ouverture" };
const FROM_BANYUWANGI: Versions = { en: "From Banyuwangi", fr: "Depuis Banyuwangi" };

/** Parallel to DESTINATIONS. */
const VERSIONS: DestinationVersions[] = [
  {
    nama: { en: "Wonosari Tea Estate", fr: "Domaine de thé de Wonosari" },
    ringkasan: {
      en: "1,144 hectares of tea on the slopes of Mount Arjuno: tea picking, factory tours, a flying fox and a strawberry garden.",
      fr: "1 144 hectares de théiers sur les pentes du mont Arjuno : cueillette du thé, visite de l'usine, tyrolienne et jardin de fraises.",
    },
    details: [
      {
        title: { en: "History of the Estate", fr: "L'histoire du domaine" },
        deskripsi: {
          en: p(
            "Wonosari Tea Estate was opened in 1875 by a Dutch plantation company and was first planted with coffee. When coffee leaf rust struck in the early 20th century, its managers switched to tea, which proved perfectly suited to the cool air and volcanic soil of Arjuno's slopes. After nationalisation in 1957 the estate passed to the state plantation company, and since the 1990s it has welcomed visitors as an agro-tourism park.",
            "To this day the factory in the middle of the estate turns freshly plucked leaf into orthodox black tea and green tea, most of it for export. The managers' houses, an old tennis court and what remains of the narrow-gauge estate railway bear witness to the estate's heyday, and some of these buildings now serve as guesthouses.",
          ),
          fr: p(
            "Le domaine de thé de Wonosari a été ouvert en 1875 par une compagnie de plantation néerlandaise, qui y cultivait d'abord le café. Lorsque la rouille du caféier a ravagé les plants au début du XXe siècle, les gérants se sont tournés vers le thé, qui s'est révélé parfaitement adapté à l'air frais et au sol volcanique des pentes de l'Arjuno. Nationalisé en 1957, le domaine est depuis exploité par la compagnie nationale des plantations, et il accueille les visiteurs depuis les années 1990.",
            "Aujourd'hui encore, l'usine située au cœur de la plantation transforme les jeunes pousses en thé noir orthodoxe et en thé vert, destinés pour l'essentiel à l'exportation. Les maisons de fonction, un vieux court de tennis et les vestiges de la voie des wagonnets témoignent de l'âge d'or du domaine ; certaines de ces maisons accueillent désormais des hôtes.",
          ),
        },
      },
      {
        title: { en: "Pick Tea with the Estate Pickers", fr: "Cueillir le thé avec les cueilleuses" },
        deskripsi: {
          en: p(
            "Every morning from 7 to 9am, visitors can join a team of pickers in the section being harvested. A guide shows you how to pluck the classic bud and two young leaves, carry the basket on your back and wear the conical caping hat, then weigh your pickings at the weighing shed. The leaf goes on to the factory, where you can follow every step: withering, rolling, fermentation and drying.",
            "Children and adults alike enjoy it; wear closed shoes and bring a light jacket, as the morning dew is quite cold.",
          ),
          fr: p(
            "Chaque matin de 7 h à 9 h, les visiteurs peuvent rejoindre une équipe de cueilleuses dans la parcelle en cours de récolte. Le guide vous montre comment cueillir le bourgeon et ses deux jeunes feuilles, porter la hotte et le chapeau conique, puis peser votre récolte au poste de pesée. Les feuilles partent ensuite à l'usine, où vous pouvez suivre chaque étape : flétrissage, roulage, fermentation et séchage.",
            "L'activité plaît aux enfants comme aux adultes ; prévoyez des chaussures fermées et une veste légère, car la rosée du matin est fraîche.",
          ),
        },
      },
      {
        title: { en: "Activities and Strawberry Garden", fr: "Activités et jardin de fraises" },
        deskripsi: {
          en: p(
            "The recreation area has a 150-metre flying fox over the tea bushes, a children's pool, a playground and a pick-your-own strawberry garden (fruit is weighed and paid for at the till). Bicycles and quad bikes can be hired to explore the estate roads.",
          ),
          fr: p(
            "L'espace de loisirs propose une tyrolienne de 150 mètres au-dessus des théiers, une piscine pour enfants, une aire de jeux et un jardin de fraises en cueillette libre (les fruits sont pesés et réglés en caisse). Vélos et quads se louent pour parcourir les chemins de la plantation.",
          ),
        },
      },
    ],
    gallery: [
      { en: "Rows of tea in the Sumberawan section", fr: "Rangs de théiers dans la parcelle de Sumberawan" },
      { en: "A tea bud with two leaves", fr: "Un bourgeon de thé et ses deux feuilles" },
      { en: "Morning mist on the slopes of Arjuno", fr: "Brume matinale sur les pentes de l'Arjuno" },
      { en: "The estate road to the factory", fr: "Le chemin de la plantation vers l'usine" },
      { en: "Shade trees among the tea", fr: "Arbres d'ombrage au milieu des théiers" },
    ],
    directions: [
      {
        title: { en: "From Malang", fr: "Depuis Malang" },
        deskripsi: {
          en:
            p("About 30 km, 45–60 minutes by car.") +
            ol(
              "Take Jl. Raya Malang–Surabaya north to Lawang.",
              "At the T-junction by Lawang police station, turn left into Jl. Wonosari.",
              "Follow the ‘Agrowisata Wonosari’ signs for 7 km to the estate gate.",
            ),
          fr:
            p("Environ 30 km, 45 à 60 minutes en voiture.") +
            ol(
              "Prenez la Jl. Raya Malang–Surabaya vers le nord jusqu'à Lawang.",
              "Au carrefour du poste de police de Lawang, tournez à gauche dans la Jl. Wonosari.",
              "Suivez les panneaux « Agrowisata Wonosari » sur 7 km jusqu'à l'entrée de la plantation.",
            ),
        },
      },
      {
        title: { en: "By Train and Public Transport", fr: "En train et en transports en commun" },
        deskripsi: {
          en:
            p("Get off at Lawang station (Penataran local train or selected long-distance trains).") +
            ul(
              "Angkot minibuses on the Lawang–Wonosari route leave from outside Lawang market; the fare is about Rp 10,000.",
              "App-booked motorbike taxis will take you right to the estate gate.",
              "Guesthouse guests can book a station transfer.",
            ),
          fr:
            p("Descendez à la gare de Lawang (train local Penataran ou certains trains grandes lignes).") +
            ul(
              "Les minibus (angkot) de la ligne Lawang–Wonosari partent devant le marché de Lawang ; comptez environ 10 000 Rp.",
              "Les moto-taxis réservés par application vont jusqu'à l'entrée de la plantation.",
              "Les hôtes de la maison d'hôtes peuvent réserver un transfert depuis la gare.",
            ),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Admission", fr: "Entrée" },
        deskripsi: {
          en: ul(
            "Weekdays: Rp 20,000 per person",
            "Weekends and public holidays: Rp 25,000 per person",
            "Children under 3 go free",
            "Parking: cars Rp 10,000, motorbikes Rp 5,000",
          ),
          fr: ul(
            "En semaine : 20 000 Rp par personne",
            "Week-ends et jours fériés : 25 000 Rp par personne",
            "Gratuit pour les enfants de moins de 3 ans",
            "Parking : voiture 10 000 Rp, moto 5 000 Rp",
          ),
        },
      },
      {
        title: OPENING_HOURS,
        deskripsi: {
          en: p("Open daily, 7am–5pm. Factory tours Monday to Saturday, 8am–2pm (the factory is closed on Sundays)."),
          fr: p(
            "Ouvert tous les jours de 7 h à 17 h. Visites de l'usine du lundi au samedi de 8 h à 14 h (l'usine est fermée le dimanche).",
          ),
        },
      },
      {
        title: { en: "Tea-Picking Package", fr: "Forfait cueillette du thé" },
        deskripsi: {
          en: p(
            "Rp 125,000 per person, including a guide, conical hat, basket, factory tour and 100 g of Wonosari tea. Book at least one day ahead.",
          ),
          fr: p(
            "125 000 Rp par personne, guide, chapeau conique, panier, visite de l'usine et 100 g de thé de Wonosari compris. À réserver au plus tard la veille.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Blawan Coffee Estate & Hot Springs", fr: "Plantation de café et sources chaudes de Blawan" },
    ringkasan: {
      en: "The oldest Arabica estate on the Ijen plateau: coffee-processing tours, natural hot springs and the Blawan waterfall.",
      fr: "La plus ancienne plantation d'arabica du plateau de l'Ijen : visite du traitement du café, sources chaudes naturelles et cascade de Blawan.",
    },
    details: [
      {
        title: { en: "Home of Java Ijen Arabica", fr: "Le berceau du Java Ijen Arabica" },
        deskripsi: {
          en: p(
            "Blawan is one of the oldest Arabica estates in East Java, planted at the end of the 19th century in the ancient Ijen caldera, 900–1,500 m above sea level. Volcanic soil, ample rainfall and cool days let the coffee cherries ripen slowly, giving a clean cup with gentle acidity and a spicy aroma that the world knows as Java Ijen Arabica.",
            "Most of the coffee is fully washed at the estate factory: the red cherries are pulped, fermented overnight, washed in concrete channels dating from Dutch times, then sun-dried and finished in dryers. With an estate guide you can follow the whole process, from picking ripe cherries to tasting the roasted coffee at the estate's coffee house, Kedai Kopi Blawan.",
          ),
          fr: p(
            "Blawan est l'une des plus anciennes plantations d'arabica de Java-Est, créée à la fin du XIXe siècle dans l'ancienne caldeira de l'Ijen, entre 900 et 1 500 m d'altitude. Sol volcanique, pluies suffisantes et journées fraîches : les cerises y mûrissent lentement et donnent une tasse nette, à l'acidité douce et aux arômes épicés, connue dans le monde entier sous le nom de Java Ijen Arabica.",
            "L'essentiel du café est traité par voie humide (full wash) à l'usine de la plantation : les cerises rouges sont dépulpées, fermentées une nuit, lavées dans des canaux en béton hérités de l'époque néerlandaise, puis séchées au soleil et en séchoir. Avec un guide de la plantation, vous suivez tout le processus, de la cueillette des cerises mûres à la dégustation du café torréfié au coffee-shop du domaine, Kedai Kopi Blawan.",
          ),
        },
      },
      {
        title: { en: "Blawan Hot Springs", fr: "Sources chaudes de Blawan" },
        deskripsi: {
          en: p(
            "Natural hot water flows from a cleft in the cliff beside the Banyupahit River at 38–42 °C, with a light sulphur content. There is a public pool as well as private soaking rooms. A soak after coming down from the Ijen crater is the best way to get your strength back.",
          ),
          fr: p(
            "Une source d'eau chaude naturelle jaillit d'une fissure de la falaise, au bord de la rivière Banyupahit, entre 38 et 42 °C et légèrement soufrée. Bassin public et cabines de bain privées. Rien de tel qu'un bain chaud pour reprendre des forces après la descente du cratère de l'Ijen.",
          ),
        },
      },
      {
        title: { en: "Blawan Waterfall", fr: "Cascade de Blawan" },
        deskripsi: {
          en: p(
            "Fifteen minutes' walk from the springs, this 15-metre waterfall drops between rock walls stained yellowish-brown by sulphur deposits. The footpath is slippery in the rain, so wear sturdy shoes.",
          ),
          fr: p(
            "À quinze minutes à pied des bains, cette cascade de 15 mètres tombe entre des parois rocheuses teintées de jaune brun par les dépôts de soufre. Le sentier est glissant par temps de pluie : prévoyez de bonnes chaussures.",
          ),
        },
      },
    ],
    gallery: [
      { en: "Ripe Arabica cherries", fr: "Cerises d'arabica mûres" },
      { en: "Coffee growing under shade trees", fr: "Caféiers sous les arbres d'ombrage" },
      { en: "The Blawan hot-spring pool", fr: "Le bassin d'eau chaude de Blawan" },
      { en: "The Banyupahit River", fr: "La rivière Banyupahit" },
      { en: "Coffee leaves after the rain", fr: "Feuilles de caféier après la pluie" },
      { en: "The road to Blawan", fr: "La route de Blawan" },
    ],
    directions: [
      {
        title: { en: "From Bondowoso", fr: "Depuis Bondowoso" },
        deskripsi: {
          en:
            p("About 70 km, roughly 2 hours.") +
            ol(
              "Drive to Sempol via Wonosari and Sukosari.",
              "From Sempol, follow the ‘Kebun Blawan’ signs (about 10 km).",
              "Park in front of the coffee factory.",
            ),
          fr:
            p("Environ 70 km, soit 2 heures environ.") +
            ol(
              "Rejoignez Sempol par Wonosari et Sukosari.",
              "À Sempol, suivez les panneaux « Kebun Blawan » (environ 10 km).",
              "Garez-vous devant l'usine à café.",
            ),
        },
      },
      {
        title: FROM_BANYUWANGI,
        deskripsi: {
          en: p(
            "About 75 km, roughly 2.5 hours via Licin and Paltuding. The Erek-erek climb is very steep: take a vehicle with enough power, or go round by Bondowoso.",
          ),
          fr: p(
            "Environ 75 km, soit 2 h 30 par Licin et Paltuding. La montée d'Erek-erek est très raide : prenez un véhicule assez puissant ou passez par Bondowoso.",
          ),
        },
      },
      {
        title: { en: "On a Tour Package", fr: "Avec un forfait excursion" },
        deskripsi: {
          en: p(
            "The Ijen Coffee Tour package picks you up from the group's guesthouses and hotels in Bondowoso, Jember and Banyuwangi. You will find it among the extras when you book.",
          ),
          fr: p(
            "Le forfait « Circuit café de l'Ijen » vient vous chercher dans les maisons d'hôtes et hôtels du groupe à Bondowoso, Jember et Banyuwangi. Vous le trouverez parmi les options au moment de réserver.",
          ),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Tickets and Prices", fr: "Billets et tarifs" },
        deskripsi: {
          en: ul(
            "Estate admission: Rp 10,000",
            "Public hot-spring pool: Rp 15,000",
            "Private soaking room: Rp 50,000 per 30 minutes",
            "Coffee-processing tour: Rp 75,000 per person",
          ),
          fr: ul(
            "Entrée de la plantation : 10 000 Rp",
            "Bassin public d'eau chaude : 15 000 Rp",
            "Cabine de bain privée : 50 000 Rp les 30 minutes",
            "Visite du traitement du café : 75 000 Rp par personne",
          ),
        },
      },
      {
        title: WHEN_TO_GO,
        deskripsi: {
          en: p(
            "The coffee harvest runs from June to August, when the factory works at full capacity. The hot springs are open daily, 6am–8pm.",
          ),
          fr: p(
            "La récolte du café a lieu de juin à août, quand l'usine tourne à plein régime. Les bains sont ouverts tous les jours de 6 h à 20 h.",
          ),
        },
      },
    ],
  },
  {
    nama: {
      en: "Ijen Crater Hike from Jampit Estate",
      fr: "Ascension du cratère de l'Ijen depuis la plantation de Jampit",
    },
    ringkasan: {
      en: "Set off from the estate in the small hours to see the blue fire and the world's largest acid crater lake at sunrise.",
      fr: "Départ de la plantation au cœur de la nuit pour admirer le feu bleu et le plus grand lac de cratère acide du monde au lever du soleil.",
    },
    details: [
      {
        title: { en: "Blue Fire and the Crater Lake", fr: "Le feu bleu et le lac du cratère" },
        deskripsi: {
          en: p(
            "The Ijen crater holds a turquoise lake almost a kilometre across and extremely acidic. Before dawn, sulphur gas escaping from the solfatara vents ignites and burns blue — a ‘blue fire’ that can be seen this clearly in only a handful of places on earth. Traditional sulphur miners still carry yellow blocks on their shoulders from the crater floor all the way to the Paltuding post.",
            "The hike package leaves the estate by car at 12.30am for Paltuding, followed by a 3 km uphill walk (about 2 hours) to the crater rim. The guide brings a gas mask for every participant, and the descent towards the blue fire is made only when gas conditions are safe. After sunrise the group returns to the estate for breakfast and a soak in the Blawan hot springs.",
          ),
          fr: p(
            "Le cratère de l'Ijen abrite un lac turquoise de près d'un kilomètre de large, d'une acidité extrême. Avant l'aube, le gaz soufré qui s'échappe des fissures de la solfatare s'enflamme et brûle d'une flamme bleue — un « feu bleu » visible aussi nettement en très peu d'endroits au monde. Des mineurs remontent encore à dos d'homme des blocs de soufre jaune du fond du cratère jusqu'au poste de Paltuding.",
            "Le forfait part de la plantation à 0 h 30 en voiture jusqu'à Paltuding, puis 3 km de montée à pied (environ 2 heures) jusqu'au bord du cratère. Le guide fournit un masque à gaz à chaque participant, et la descente vers le feu bleu ne se fait que si les émanations le permettent. Après le lever du soleil, le groupe rentre à la plantation pour le petit-déjeuner et un bain dans les sources chaudes de Blawan.",
          ),
        },
      },
      {
        title: { en: "Preparing for the Hike", fr: "Préparer l'ascension" },
        deskripsi: {
          en:
            p("Temperatures at the crater rim can drop to 5 °C before dawn.") +
            ul(
              "A warm jacket, gloves and a hat",
              "Hiking boots with a good grip",
              "A head torch",
              "Drinking water and snacks",
              "A medical certificate for participants over 60",
            ),
          fr:
            p("Au bord du cratère, la température peut descendre à 5 °C avant l'aube.") +
            ul(
              "Veste chaude, gants et bonnet",
              "Chaussures de randonnée à bonne semelle",
              "Lampe frontale",
              "Eau et en-cas",
              "Certificat médical pour les participants de plus de 60 ans",
            ),
        },
      },
    ],
    gallery: [
      { en: "The crater lake at dawn", fr: "Le lac du cratère à l'aube" },
      { en: "Solfatara fumes", fr: "Fumées de la solfatare" },
      { en: "The trail from Paltuding", fr: "Le sentier depuis Paltuding" },
      { en: "Casuarina forest on the slopes of Ijen", fr: "Forêt de filaos sur les pentes de l'Ijen" },
    ],
    directions: [
      {
        title: { en: "Pick-up from the Estate", fr: "Départ depuis la plantation" },
        deskripsi: {
          en: p(
            "The vehicle collects guests at 12.30am from the Wisma Blawan guesthouse, Cottage Arabika Ijen and Villa Jampit. The drive to Paltuding takes about 45 minutes.",
          ),
          fr: p(
            "Le véhicule passe prendre les participants à 0 h 30 à la maison d'hôtes Wisma Blawan, au Cottage Arabika Ijen et à la Villa Jampit. Comptez environ 45 minutes jusqu'à Paltuding.",
          ),
        },
      },
      {
        title: { en: "Driving Yourself", fr: "Par vos propres moyens" },
        deskripsi: {
          en: p(
            "From Sempol, follow the road to Paltuding (about 20 km). Park at Paltuding; the trail is open from 1am to midday, as set by the park authority.",
          ),
          fr: p(
            "Depuis Sempol, suivez la route de Paltuding (environ 20 km). Garez-vous à Paltuding ; le sentier est ouvert de 1 h à 12 h, selon les règles du gestionnaire du site.",
          ),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Package Price", fr: "Prix du forfait" },
        deskripsi: {
          en: ul(
            "Hike package from the estate: Rp 350,000 per person",
            "Includes transport, guide, gas mask and breakfast",
            "Park entrance tickets are paid separately at the official rate",
          ),
          fr: ul(
            "Forfait ascension depuis la plantation : 350 000 Rp par personne",
            "Transport, guide, masque à gaz et petit-déjeuner compris",
            "Entrée du site payée à part, au tarif officiel",
          ),
        },
      },
      {
        title: { en: "Important", fr: "Important" },
        deskripsi: {
          en: p(
            "The climb may be closed at short notice if gas activity increases. If the organisers cancel the package, you are refunded in full.",
          ),
          fr: p(
            "L'ascension peut être fermée à tout moment si l'activité gazeuse augmente. Si l'organisateur annule le forfait, il est intégralement remboursé.",
          ),
        },
      },
    ],
  },
  {
    nama: { en: "Kalibaru Coffee & Cacao Estate", fr: "Plantation de café et de cacao de Kalibaru" },
    ringkasan: {
      en: "Stroll through cacao and Robusta coffee plantations, taste fresh cacao beans and make your own chocolate.",
      fr: "Promenade entre cacaoyers et caféiers robusta, dégustation de fèves de cacao fraîches et fabrication de votre propre chocolat.",
    },
    details: [
      {
        title: { en: "From Cacao Pod to Chocolate", fr: "De la cabosse au chocolat" },
        deskripsi: {
          en: p(
            "The tour begins in the shade of cacao trees whose pods grow straight from the trunk. Your guide splits open a ripe pod so you can taste the sweet-and-sour pulp, then takes you through fermentation in wooden boxes, sun-drying and roasting. In a small workshop, everyone makes a chocolate bar with the flavouring of their choice: palm sugar, ginger, coffee or Banyuwangi cashews.",
            "Besides cacao, the estate grows Robusta coffee and cloves. Come in the clove season and you can smell the buds drying in the yard from the main road.",
          ),
          fr: p(
            "La visite commence à l'ombre des cacaoyers, dont les cabosses poussent directement sur le tronc. Le guide ouvre une cabosse mûre pour vous faire goûter sa pulpe aigre-douce, puis vous fait suivre la fermentation en caisses de bois, le séchage au soleil et la torréfaction. Dans un petit atelier, chacun fabrique sa tablette de chocolat avec l'ingrédient de son choix : sucre de palme, gingembre, café ou noix de cajou de Banyuwangi.",
            "Outre le cacao, la plantation cultive le café robusta et le girofle. En saison, le parfum des clous de girofle qui sèchent dans la cour se sent jusqu'à la grand-route.",
          ),
        },
      },
      {
        title: { en: "Take the Train to the Estate", fr: "En train jusqu'à la plantation" },
        deskripsi: {
          en: p(
            "Kalibaru station is 1 km from the estate. The Jember–Banyuwangi line crosses Mount Gumitir through tunnels and over tall bridges — one of the most beautiful train journeys in Java.",
          ),
          fr: p(
            "La gare de Kalibaru est à 1 km de la plantation. La ligne Jember–Banyuwangi franchit le mont Gumitir par des tunnels et de hauts viaducs — l'un des plus beaux trajets en train de Java.",
          ),
        },
      },
    ],
    gallery: [
      { en: "Cacao pods on the trunk", fr: "Cabosses sur le tronc" },
      { en: "The Kalibaru cacao plantation", fr: "La cacaoyère de Kalibaru" },
      { en: "Young cacao leaves", fr: "Jeunes feuilles de cacaoyer" },
      { en: "Robusta coffee plantation", fr: "Caféiers robusta" },
    ],
    directions: [
      {
        title: { en: "By Train", fr: "En train" },
        deskripsi: {
          en: p(
            "The Probowangi, Sri Tanjung and Logawa trains stop at Kalibaru station. From there it is a 15-minute walk, or the guesthouse staff can collect you.",
          ),
          fr: p(
            "Les trains Probowangi, Sri Tanjung et Logawa s'arrêtent en gare de Kalibaru. De là, 15 minutes à pied, ou le personnel de la maison d'hôtes vient vous chercher.",
          ),
        },
      },
      {
        title: { en: "By Car", fr: "En voiture" },
        deskripsi: {
          en: p("About 1.5 hours from Jember over Mount Gumitir, or 1.5 hours from Banyuwangi via Genteng."),
          fr: p("Environ 1 h 30 depuis Jember par le mont Gumitir, ou 1 h 30 depuis Banyuwangi par Genteng."),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Estate Tours", fr: "Visites de la plantation" },
        deskripsi: {
          en: ul(
            "Plantation and factory tour: Rp 50,000 per person",
            "Chocolate-making class: Rp 95,000 per person (tour included)",
            "Groups of more than 20 get 10% off",
          ),
          fr: ul(
            "Visite de la plantation et de l'usine : 50 000 Rp par personne",
            "Atelier chocolat : 95 000 Rp par personne (visite comprise)",
            "10 % de réduction pour les groupes de plus de 20 personnes",
          ),
        },
      },
      {
        title: { en: "Tour Times", fr: "Horaires des visites" },
        deskripsi: {
          en: p("Tours leave daily at 8am, 10am and 2pm from the lobby of the Wisma Kebun Kalibaru guesthouse."),
          fr: p("Départs tous les jours à 8 h, 10 h et 14 h depuis le hall de la maison d'hôtes Wisma Kebun Kalibaru."),
        },
      },
    ],
  },
  {
    nama: { en: "Mount Gumitir Viewpoint", fr: "Panorama du mont Gumitir" },
    ringkasan: {
      en: "A viewpoint at the top of the Jember–Banyuwangi pass: rubber and coffee plantations, an old railway tunnel and an estate cafe.",
      fr: "Un belvédère au sommet du col entre Jember et Banyuwangi : plantations d'hévéas et de café, vieux tunnel ferroviaire et café de la plantation.",
    },
    details: [
      {
        title: { en: "The Winding Road and the Mrawan Tunnel", fr: "La route en lacets et le tunnel de Mrawan" },
        deskripsi: {
          en: p(
            "The national road across Mount Gumitir follows a colonial-era bridle path and is now the main link between Jember and Banyuwangi. From the lookout at the summit, a valley of rubber and coffee plantations stretches away to the Jember plain. Below, the railway burrows through the hill in the Mrawan Tunnel, built in 1901–1902 and one of the oldest railway tunnels in East Java.",
            "Mist often fills the valley in the morning, while in the evening the sun sets straight ahead to the west. Long-tailed macaques are often seen by the roadside; please do not feed them.",
          ),
          fr: p(
            "La route nationale qui franchit le mont Gumitir suit un ancien chemin muletier de l'époque coloniale ; c'est aujourd'hui le grand axe entre Jember et Banyuwangi. Du belvédère au sommet, la vallée couverte d'hévéas et de caféiers s'étend jusqu'à la plaine de Jember. En contrebas, la voie ferrée traverse la colline par le tunnel de Mrawan, percé entre 1901 et 1902, l'un des plus anciens tunnels ferroviaires de Java-Est.",
            "Le matin, la brume envahit souvent la vallée ; le soir, le soleil se couche juste à l'ouest. Des macaques crabiers se montrent souvent au bord de la route : ne les nourrissez pas.",
          ),
        },
      },
      {
        title: { en: "Rubber and Coffee Plantations", fr: "Hévéas et caféiers" },
        deskripsi: {
          en: p(
            "Rubber has been grown on the slopes of Gumitir since the early 20th century. In the morning an estate guide can show you how the trees are tapped, followed by a tasting of Gumitir Robusta coffee.",
          ),
          fr: p(
            "Les pentes du Gumitir sont plantées d'hévéas depuis le début du XXe siècle. Le matin, un guide de la plantation vous montre comment on saigne les arbres, avant une dégustation du café robusta de Gumitir.",
          ),
        },
      },
    ],
    gallery: [
      { en: "The Gumitir valley", fr: "La vallée du Gumitir" },
      { en: "Rubber trees on the hillside", fr: "Hévéas à flanc de colline" },
      { en: "Gumitir Robusta coffee", fr: "Café robusta de Gumitir" },
      { en: "Morning mist at the summit", fr: "Brume matinale au sommet" },
    ],
    directions: [
      {
        title: { en: "From Jember", fr: "Depuis Jember" },
        deskripsi: {
          en: p("About 40 km east via Mayang and Silo, roughly an hour."),
          fr: p("Environ 40 km vers l'est par Mayang et Silo, soit une heure environ."),
        },
      },
      {
        title: FROM_BANYUWANGI,
        deskripsi: {
          en: p("About 60 km west via Genteng and Kalibaru, roughly 1.5 hours."),
          fr: p("Environ 60 km vers l'ouest par Genteng et Kalibaru, soit 1 h 30 environ."),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Free", fr: "Gratuit" },
        deskripsi: {
          en: p("The lookout is open to everyone, no ticket needed. Park at Kafe Puncak Gumitir."),
          fr: p("Le belvédère est ouvert à tous, sans billet. Stationnement sur le parking du Kafe Puncak Gumitir."),
        },
      },
      {
        title: { en: "Rubber-Tapping Tour", fr: "Initiation à la saignée des hévéas" },
        deskripsi: {
          en: p("Rp 40,000 per person, 6am–8am; book at the Wisma Gumitir guesthouse."),
          fr: p("40 000 Rp par personne, de 6 h à 8 h ; réservation à la maison d'hôtes Wisma Gumitir."),
        },
      },
    ],
  },
  {
    nama: { en: "Kalibaru River Rafting", fr: "Rafting sur la rivière Kalibaru" },
    ringkasan: {
      en: "Nine kilometres of class II–III rapids on a river that winds past coffee and cacao plantations.",
      fr: "9 km de rapides de classe II–III sur une rivière qui serpente entre caféiers et cacaoyers.",
    },
    details: [
      {
        title: { en: "The Route and the Rapids", fr: "Le parcours et les rapides" },
        deskripsi: {
          en: p(
            "The trip starts at the estate's irrigation weir and ends at the village bridge: 9 km in 2 to 2.5 hours. The river has more than 20 class II–III rapids, broken up by calm stretches where the raft drifts beneath cliffs hung with ferns and sugar palms. Halfway down, the group stops at a rest point for estate coffee and banana fritters (pisang goreng).",
            "Every raft is led by a certified guide, and all participants get a safety briefing, a helmet, a life jacket and a paddle. Minimum age 10.",
          ),
          fr: p(
            "La descente part du barrage d'irrigation de la plantation et se termine au pont du village : 9 km en 2 h à 2 h 30. La rivière compte plus de 20 rapides de classe II–III, entrecoupés de passages calmes où le raft glisse au pied de falaises couvertes de fougères et de palmiers à sucre. À mi-parcours, le groupe fait halte pour un café de la plantation et des beignets de banane (pisang goreng).",
            "Chaque raft est mené par un guide diplômé, et tous les participants reçoivent des consignes de sécurité, un casque, un gilet de sauvetage et une pagaie. Âge minimum : 10 ans.",
          ),
        },
      },
      {
        title: WHEN_TO_GO,
        deskripsi: {
          en: p(
            "The river is at its most exciting in the rainy season (November to April). In the dry season the route is shortened to 6 km so that it stays safe and fun.",
          ),
          fr: p(
            "C'est à la saison des pluies (de novembre à avril) que le débit est le plus grisant. À la saison sèche, le parcours est raccourci à 6 km pour rester sûr et agréable.",
          ),
        },
      },
    ],
    gallery: [
      { en: "The first rapid below the weir", fr: "Le premier rapide après le barrage" },
      { en: "Fern-covered cliffs", fr: "Falaises couvertes de fougères" },
      { en: "The rest stop on the estate", fr: "La halte dans la plantation" },
      { en: "The finish at the village bridge", fr: "L'arrivée au pont du village" },
    ],
    directions: [
      {
        title: { en: "Meeting Point", fr: "Point de rendez-vous" },
        deskripsi: {
          en: p(
            "Meet in the lobby of the Wisma Kebun Kalibaru guesthouse at 8am; a vehicle takes you to the start (10 minutes).",
          ),
          fr: p(
            "Rendez-vous à 8 h dans le hall de la maison d'hôtes Wisma Kebun Kalibaru ; un véhicule vous conduit au départ (10 minutes).",
          ),
        },
      },
      {
        title: { en: "From Kalibaru Station", fr: "Depuis la gare de Kalibaru" },
        deskripsi: {
          en: p("Staff will meet you at the station if you arrive on a morning train."),
          fr: p("Un membre de l'équipe vient vous chercher à la gare si vous arrivez par un train du matin."),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Price", fr: "Prix" },
        deskripsi: {
          en: ul(
            "Rp 225,000 per person (minimum 4 people per raft)",
            "Includes equipment, insurance, lunch and photos of your trip",
            "Children aged 10–12 must be accompanied by a parent",
          ),
          fr: ul(
            "225 000 Rp par personne (4 personnes minimum par raft)",
            "Équipement, assurance, déjeuner et photos de la descente compris",
            "Les enfants de 10 à 12 ans doivent être accompagnés d'un parent",
          ),
        },
      },
      {
        title: { en: "What to Bring", fr: "À prévoir" },
        deskripsi: {
          en: ul("A change of clothes", "Sports sandals", "Sun cream"),
          fr: ul("Des vêtements de rechange", "Des sandales de randonnée", "De la crème solaire"),
        },
      },
    ],
  },
  {
    nama: { en: "Kertowono Tea Estate & Waterfall", fr: "Domaine de thé de Kertowono et sa cascade" },
    ringkasan: {
      en: "A tea estate on the slopes of Mount Lemongan with views of Semeru, a tea factory and a waterfall at the edge of the plantation.",
      fr: "Un domaine de thé sur les pentes du mont Lemongan, avec vue sur le Semeru, une usine à thé et une cascade en lisière de plantation.",
    },
    details: [
      {
        title: { en: "Tea with Semeru as a Backdrop", fr: "Le thé avec le Semeru en toile de fond" },
        deskripsi: {
          en: p(
            "Kertowono Tea Estate lies 1,200–1,500 m above sea level. On clear days the smoking summit of Semeru stands out sharply from the lookout in the upper section. The Kertowono factory makes orthodox black tea on old, well-kept machinery, and visitors can watch the process from the factory balcony.",
          ),
          fr: p(
            "Le domaine de thé de Kertowono s'étage entre 1 200 et 1 500 m d'altitude. Par temps clair, le sommet fumant du Semeru se découpe nettement depuis le belvédère de la parcelle haute. L'usine de Kertowono produit du thé noir orthodoxe sur des machines anciennes toujours bien entretenues, et les visiteurs peuvent suivre la fabrication depuis le balcon de l'usine.",
          ),
        },
      },
      {
        title: { en: "The Waterfall at the Edge of the Estate", fr: "La cascade en bord de plantation" },
        deskripsi: {
          en: p(
            "Ten minutes' walk from the estate office, a 20-metre waterfall plunges into a clear pool ringed with ferns. The footpath has steps and handrails.",
          ),
          fr: p(
            "À dix minutes à pied du bureau de la plantation, une cascade de 20 mètres plonge dans un bassin limpide entouré de fougères. Le sentier est équipé de marches et de rampes.",
          ),
        },
      },
      {
        title: { en: "Camping", fr: "Camping" },
        deskripsi: {
          en: p(
            "The campsite in the upper section provides tents, sleeping mats and firewood for a campfire. At night the skies are wonderfully clear for stargazing.",
          ),
          fr: p(
            "L'aire de camping de la parcelle haute fournit tentes, matelas et bois pour le feu de camp. La nuit, le ciel est d'une pureté idéale pour observer les étoiles.",
          ),
        },
      },
    ],
    gallery: [
      { en: "The Kertowono tea gardens", fr: "Les théiers de Kertowono" },
      { en: "The waterfall at the edge of the estate", fr: "La cascade en bord de plantation" },
      { en: "Kertowono tea buds", fr: "Jeunes pousses de thé de Kertowono" },
      { en: "The estate road at Gucialit", fr: "Chemin de la plantation à Gucialit" },
      { en: "The upper section at dusk", fr: "La parcelle haute au crépuscule" },
    ],
    directions: [
      {
        title: { en: "From Lumajang", fr: "Depuis Lumajang" },
        deskripsi: {
          en: ol(
            "Head towards Senduro and turn off for Gucialit at the Kandangtepus T-junction.",
            "Follow the road uphill for about 12 km to the estate gate.",
          ),
          fr: ol(
            "Prenez la direction de Senduro, puis bifurquez vers Gucialit au carrefour de Kandangtepus.",
            "Suivez la route qui monte sur environ 12 km jusqu'à l'entrée de la plantation.",
          ),
        },
      },
      {
        title: { en: "From Malang", fr: "Depuis Malang" },
        deskripsi: {
          en: p(
            "About 3 hours via Tumpang and Senduro when the Piket Nol road is open, otherwise via Probolinggo and Klakah.",
          ),
          fr: p(
            "Environ 3 heures par Tumpang et Senduro lorsque la route de Piket Nol est ouverte, sinon par Probolinggo et Klakah.",
          ),
        },
      },
    ],
    tickets: [
      {
        title: { en: "Tickets", fr: "Billets" },
        deskripsi: {
          en: ul(
            "Estate admission: Rp 10,000 per person",
            "Factory tour: Rp 30,000 per person",
            "Two-person tent hire: Rp 100,000 per night",
          ),
          fr: ul(
            "Entrée de la plantation : 10 000 Rp par personne",
            "Visite de l'usine : 30 000 Rp par personne",
            "Location d'une tente 2 places : 100 000 Rp la nuit",
          ),
        },
      },
      {
        title: OPENING_HOURS,
        deskripsi: {
          en: p("Estate and waterfall: daily, 7am–4pm. The campsite takes arrivals until 6pm."),
          fr: p(
            "Plantation et cascade : tous les jours de 7 h à 16 h. L'aire de camping accueille les arrivées jusqu'à 18 h.",
          ),
        },
      },
    ],
  },
];

const titled = (items: readonly { title: string; deskripsi: string }[]): string[] =>
  items.flatMap((x) => [x.title, x.deskripsi]);
const titledVersions = (items: readonly TitledVersions[]): Versions[] => items.flatMap((x) => [x.title, x.deskripsi]);

/** English and French for the texts of ../destinations.ts. */
const translations: SeedTranslations = {};

if (VERSIONS.length !== DESTINATIONS.length) {
  throw new Error(`seed translations: ${DESTINATIONS.length} destinations but ${VERSIONS.length} translated`);
}
DESTINATIONS.forEach((d, i) => {
  const v = VERSIONS[i];
  addPairs(translations, d.slug, [d.nama, d.ringkasan], [v.nama, v.ringkasan]);
  addPairs(
    translations,
    `${d.slug} details`,
    titled(d.details.map((x) => ({ title: x.judul, deskripsi: x.deskripsi }))),
    titledVersions(v.details),
  );
  addPairs(
    translations,
    `${d.slug} gallery`,
    d.gallery.map((g) => g.nama),
    v.gallery,
  );
  addPairs(translations, `${d.slug} directions`, titled(d.directions), titledVersions(v.directions));
  addPairs(translations, `${d.slug} tickets`, titled(d.tickets), titledVersions(v.tickets));
});

export default translations;
