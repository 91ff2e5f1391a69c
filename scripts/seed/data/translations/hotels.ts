import { HOTELS, RULES } from "../hotels";
import reference from "./reference";
import type { SeedTranslations } from "./types";

/**
 * English and French for the texts of ../hotels.ts: properties (name, description, directions, photo captions)
 * and room types (name, beds, description, facility list, promotion).
 *
 * Plain texts are keyed as they are. The two HTML fields (directions and the room facility lists) are built
 * from the data: each paragraph or list item is looked up in BLOCKS and put back in the same markup, so the
 * key is exactly the seeded HTML and the structure of every version is identical to the Indonesian one.
 *
 * House rules are kept one a line (the room page lists them): each line is looked up in RULE_TEXTS and the
 * versions joined in the same order.
 *
 * Proper names stay; "Wisma" (guesthouse), "Kebun" (estate) and "Cottage" are translated around them.
 */
const TEXTS: SeedTranslations = {
  // Room types shared by several properties, their beds and promotions.
  Standard: { en: "Standard Room", fr: "Chambre Standard" },
  Deluxe: { en: "Deluxe Room", fr: "Chambre Deluxe" },
  Family: { en: "Family Room", fr: "Chambre Familiale" },
  Superior: { en: "Superior Room", fr: "Chambre Supérieure" },
  Suite: { en: "Suite", fr: "Suite" },
  "Cottage 2 Orang": { en: "Cottage for 2", fr: "Chalet pour 2 personnes" },
  "Cottage 4 Orang": { en: "Cottage for 4", fr: "Chalet pour 4 personnes" },
  "Double 160×200": { en: "Double bed 160×200 cm", fr: "Lit double 160×200 cm" },
  "King 180×200": { en: "King-size bed 180×200 cm", fr: "Lit king size 180×200 cm" },
  "Queen 160×200": { en: "Queen-size bed 160×200 cm", fr: "Lit queen size 160×200 cm" },
  "Twin 2×100×200": { en: "Twin beds 2 × 100×200 cm", fr: "Lits jumeaux 2 × 100×200 cm" },
  "1 Double + 2 Single": { en: "1 double + 2 single beds", fr: "1 lit double + 2 lits simples" },
  "2 Queen": { en: "2 queen-size beds", fr: "2 lits queen size" },
  "2 Queen + 2 Single": { en: "2 queen-size + 2 single beds", fr: "2 lits queen size + 2 lits simples" },
  "Double atau Twin": { en: "Double or twin beds", fr: "Lit double ou lits jumeaux" },
  "King + Sofa Bed": { en: "King-size bed + sofa bed", fr: "Lit king size + canapé-lit" },
  "1 Queen + 3 Single": { en: "1 queen-size + 3 single beds", fr: "1 lit queen size + 3 lits simples" },
  "1 Queen + 2 Single": { en: "1 queen-size + 2 single beds", fr: "1 lit queen size + 2 lits simples" },
  "Queen + Single": { en: "1 queen-size + 1 single bed", fr: "1 lit queen size + 1 lit simple" },
  "Promo Akhir Pekan": { en: "Weekend offer", fr: "Offre week-end" },
  "Promo Hari Kerja": { en: "Weekday offer", fr: "Offre en semaine" },
  "Diskon Musim Panen Kopi": { en: "Coffee harvest discount", fr: "Remise récolte du café" },
  "Promo Liburan Sekolah": { en: "School holiday offer", fr: "Offre vacances scolaires" },

  // Wisma Kebun Teh Wonosari
  "Wisma Kebun Teh Wonosari": {
    en: "Wonosari Tea Estate Guesthouse",
    fr: "Maison d'hôtes de la plantation de thé de Wonosari",
  },
  "Rumah administratur peninggalan tahun 1910-an yang kini menjadi wisma tamu di tengah Kebun Teh Wonosari, di lereng Gunung Arjuno pada ketinggian 950 mdpl. Lantai tegel kunci, jendela tinggi berdaun krepyak dan beranda luas menghadap hamparan teh membuat suasana tempo dulu tetap terasa, sementara kamar-kamarnya sudah dilengkapi air panas dan Wi-Fi. Pagi hari tamu bisa ikut memetik pucuk teh bersama para pemetik, lalu menikmati teh hitam produksi pabrik kebun sendiri di beranda.":
    {
      en: "A 1910s estate manager's house, now a guesthouse in the heart of Wonosari Tea Estate on the slopes of Mount Arjuno, 950 m above sea level. Patterned tiled floors, tall louvred windows and a wide veranda looking out over the tea keep the old-world atmosphere alive, while the rooms now have hot water and Wi-Fi. In the morning guests can join the pickers plucking the young tea shoots, then enjoy black tea from the estate's own factory on the veranda.",
      fr: "Ancienne maison du directeur de la plantation, construite dans les années 1910 et devenue maison d'hôtes au cœur de la plantation de thé de Wonosari, sur les pentes du mont Arjuno, à 950 m d'altitude. Carreaux de ciment à motifs, hautes fenêtres à persiennes et vaste véranda face aux théiers entretiennent le charme d'autrefois, tandis que les chambres disposent désormais d'eau chaude et du Wi-Fi. Le matin, les hôtes peuvent cueillir les jeunes pousses de thé avec les cueilleuses, puis déguster sur la véranda le thé noir produit par l'usine de la plantation.",
    },
  "Hamparan teh di depan beranda": { en: "Tea fields in front of the veranda", fr: "Les théiers devant la véranda" },
  "Pucuk teh petikan pagi": {
    en: "Tea shoots from the morning's picking",
    fr: "Pousses de thé de la cueillette du matin",
  },
  "Kamar di sayap belakang wisma dengan jendela menghadap kebun sayur dan deretan pohon mahoni.": {
    en: "A room in the back wing of the guesthouse, with windows onto the vegetable garden and a row of mahogany trees.",
    fr: "Chambre dans l'aile arrière de la maison, avec fenêtres sur le potager et une rangée d'acajous.",
  },
  "Kamar utama rumah administratur dengan langit-langit tinggi dan pintu langsung ke beranda depan.": {
    en: "The master bedroom of the manager's house, with a high ceiling and a door straight onto the front veranda.",
    fr: "La chambre principale de la maison du directeur, haute de plafond, avec une porte donnant directement sur la véranda.",
  },
  "Dua ruang bersambung, cocok untuk keluarga dengan anak; ruang duduk dengan perapian.": {
    en: "Two connecting rooms, ideal for families with children; sitting room with a fireplace.",
    fr: "Deux pièces communicantes, idéales pour les familles avec enfants ; salon avec cheminée.",
  },

  // Cottage Kebun Teh Wonosari
  "Cottage Kebun Teh Wonosari": {
    en: "Wonosari Tea Estate Cottages",
    fr: "Chalets de la plantation de thé de Wonosari",
  },
  "Deretan cottage kayu yang berdiri di antara barisan tanaman teh, masing-masing dengan teras menghadap Gunung Arjuno. Udara sejuk 18–22 °C sepanjang hari, kabut tipis di pagi hari dan langit penuh bintang di malam hari. Tersedia pula villa keluarga dengan dapur untuk rombongan yang ingin memasak sendiri.":
    {
      en: "A row of wooden cottages standing among the rows of tea bushes, each with a terrace facing Mount Arjuno. Cool air at 18–22 °C all day, light mist in the morning and a sky full of stars at night. There is also a family villa with a kitchen for groups who would rather cook for themselves.",
      fr: "Une rangée de chalets en bois posés entre les rangs de théiers, chacun avec une terrasse face au mont Arjuno. Un air frais de 18 à 22 °C toute la journée, une brume légère le matin et un ciel étoilé la nuit. Une villa familiale avec cuisine accueille aussi les groupes qui préfèrent cuisiner eux-mêmes.",
    },
  "Cottage di antara barisan teh": { en: "Cottages among the tea rows", fr: "Chalets entre les rangs de théiers" },
  "Kabut pagi di blok Sumberawan": {
    en: "Morning mist over the Sumberawan block",
    fr: "Brume matinale sur la parcelle de Sumberawan",
  },
  "Jalan setapak menuju cottage": { en: "The footpath to the cottages", fr: "Le sentier menant aux chalets" },
  "Cottage kayu satu kamar dengan teras pribadi dan kursi malas menghadap kebun teh.": {
    en: "A one-bedroom wooden cottage with a private terrace and loungers facing the tea garden.",
    fr: "Chalet en bois d'une chambre avec terrasse privée et chaises longues face aux théiers.",
  },
  "Cottage dua kamar dengan ruang duduk dan perapian, ideal untuk dua pasangan atau keluarga kecil.": {
    en: "A two-bedroom cottage with a sitting room and fireplace, ideal for two couples or a small family.",
    fr: "Chalet de deux chambres avec salon et cheminée, idéal pour deux couples ou une petite famille.",
  },
  "Villa Keluarga dengan Dapur": { en: "Family Villa with Kitchen", fr: "Villa familiale avec cuisine" },
  "Villa tiga kamar dengan dapur lengkap, ruang makan dan halaman untuk api unggun.": {
    en: "A three-bedroom villa with a fully equipped kitchen, a dining room and a garden for campfires.",
    fr: "Villa de trois chambres avec cuisine équipée, salle à manger et jardin pour les feux de camp.",
  },

  // Hotel Rolas Malang
  "Hotel Rolas Malang": { en: "Hotel Rolas Malang", fr: "Hotel Rolas Malang" },
  "Hotel kota milik grup di kawasan boulevard Ijen yang rindang, dekat Alun-alun Tugu dan Stasiun Malang. Gedung lamanya adalah kantor perwakilan perkebunan era 1930-an yang dipugar dan diperluas. Titik berangkat yang nyaman untuk paket tur kebun teh Wonosari dan perjalanan ke dataran tinggi Ijen; restoran di lantai dasar menyajikan kopi dan teh dari kebun-kebun grup.":
    {
      en: "The group's city hotel on the leafy Ijen boulevard, close to Alun-alun Tugu square and Malang station. Its original building, the plantation company's 1930s agency office, has been restored and extended. A convenient starting point for the Wonosari tea estate tour and trips to the Ijen highlands; the ground-floor restaurant serves coffee and tea from the group's own estates.",
      fr: "L'hôtel du groupe au cœur de Malang, sur le boulevard Ijen bordé d'arbres, près de la place Alun-alun Tugu et de la gare. Son bâtiment d'origine, l'ancien bureau de représentation de la compagnie de plantations des années 1930, a été restauré et agrandi. Un point de départ pratique pour la visite de la plantation de thé de Wonosari et les excursions sur le plateau de l'Ijen ; le restaurant du rez-de-chaussée sert le café et le thé des plantations du groupe.",
    },
  "Pemandangan Gunung Arjuno dari rooftop": {
    en: "Mount Arjuno from the rooftop",
    fr: "Le mont Arjuno vu du toit-terrasse",
  },
  "Boulevard Jl. Ijen": { en: "The Jl. Ijen boulevard", fr: "Le boulevard Jl. Ijen" },
  "Kamar modern di gedung baru; pilih kasur double atau twin saat check-in.": {
    en: "A modern room in the new building; choose a double bed or twin beds at check-in.",
    fr: "Chambre moderne dans le bâtiment neuf ; choisissez un lit double ou des lits jumeaux à l'arrivée.",
  },
  "Kamar di lantai atas dengan jendela besar menghadap Gunung Arjuno.": {
    en: "An upper-floor room with a large window facing Mount Arjuno.",
    fr: "Chambre dans les étages, avec une grande fenêtre face au mont Arjuno.",
  },
  "Suite di gedung pusaka dengan ruang tamu terpisah, meja kerja jati dan perabot kolonial.": {
    en: "A suite in the heritage building with a separate living room, a teak desk and colonial furniture.",
    fr: "Suite dans le bâtiment historique, avec salon séparé, bureau en teck et mobilier colonial.",
  },

  // Wisma Kebun Kopi Blawan
  "Wisma Kebun Kopi Blawan": {
    en: "Blawan Coffee Estate Guesthouse",
    fr: "Maison d'hôtes de la plantation de café de Blawan",
  },
  "Wisma bergaya indis di jantung Kebun Kopi Blawan, dataran tinggi Ijen, 900 mdpl. Dibangun untuk administratur kebun pada 1894, rumah ini dikelilingi pohon kopi arabika yang berbunga putih di musim hujan. Dari sini pemandian air panas Blawan hanya lima menit berjalan kaki, dan tur pendakian Kawah Ijen dini hari dapat dijemput langsung dari depan wisma.":
    {
      en: "An Indies-style guesthouse in the heart of Blawan Coffee Estate on the Ijen plateau, 900 m above sea level. Built for the estate manager in 1894, the house is surrounded by Arabica coffee trees that flower white in the rainy season. Blawan Hot Springs are only a five-minute walk away, and the pre-dawn Ijen Crater hiking tours pick you up right at the front door.",
      fr: "Une maison d'hôtes de style colonial indo-néerlandais au cœur de la plantation de café de Blawan, sur le plateau de l'Ijen, à 900 m d'altitude. Construite en 1894 pour le directeur de la plantation, la maison est entourée de caféiers arabica qui se couvrent de fleurs blanches à la saison des pluies. Les sources chaudes de Blawan sont à cinq minutes à pied, et les excursions au cratère de l'Ijen avant l'aube viennent vous chercher devant la porte.",
    },
  "Kebun kopi arabika di belakang wisma": {
    en: "Arabica coffee trees behind the guesthouse",
    fr: "Les caféiers arabica derrière la maison d'hôtes",
  },
  "Buah kopi matang di musim panen": {
    en: "Ripe coffee cherries at harvest time",
    fr: "Cerises de café mûres à la récolte",
  },
  "Kamar sederhana di paviliun samping, bersih dan hangat, dengan selimut tebal.": {
    en: "A simple room in the side pavilion, clean and warm, with thick blankets.",
    fr: "Chambre simple dans le pavillon latéral, propre et chaude, avec d'épaisses couvertures.",
  },
  "Kamar di rumah utama dengan lantai kayu dan perabot jati asli peninggalan Belanda.": {
    en: "A room in the main house with wooden floors and original Dutch-era teak furniture.",
    fr: "Chambre dans la maison principale, avec parquet et authentique mobilier en teck de l'époque néerlandaise.",
  },
  "Kamar besar di ujung rumah utama, cukup untuk satu keluarga atau rombongan kecil pendaki Ijen.": {
    en: "A large room at the end of the main house, with space for a family or a small group of Ijen hikers.",
    fr: "Grande chambre au bout de la maison principale, assez vaste pour une famille ou un petit groupe de randonneurs de l'Ijen.",
  },

  // Cottage Arabika Ijen
  "Cottage Arabika Ijen": { en: "Ijen Arabica Cottages", fr: "Chalets Arabica de l'Ijen" },
  "Cottage kayu di tepi Kebun Kopi Jampit dengan latar Gunung Raung dan Gunung Suket. Setiap cottage punya teras untuk menikmati kopi Java Ijen Arabica hasil sangrai pabrik kebun. Malam hari suhu bisa turun hingga 12 °C, jadi perapian dan api unggun bersama menjadi tempat berkumpul tamu sebelum berangkat ke Kawah Ijen pukul 01.00.":
    {
      en: "Wooden cottages on the edge of Jampit Coffee Estate, with Mount Raung and Mount Suket as a backdrop. Every cottage has a terrace for enjoying Java Ijen Arabica roasted at the estate's own factory. At night the temperature can drop to 12 °C, so the fireplaces and the shared campfire are where guests gather before setting off for Ijen Crater at 1 am.",
      fr: "Des chalets en bois en lisière de la plantation de café de Jampit, avec pour toile de fond les monts Raung et Suket. Chaque chalet a sa terrasse pour savourer le Java Ijen Arabica torréfié à l'usine de la plantation. La nuit, la température peut descendre à 12 °C : cheminées et feu de camp commun rassemblent alors les hôtes avant le départ vers le cratère de l'Ijen, à 1 h du matin.",
    },
  "Gunung Raung dari teras cottage": {
    en: "Mount Raung from a cottage terrace",
    fr: "Le mont Raung depuis la terrasse d'un chalet",
  },
  "Kawah Ijen, satu jam dari cottage": {
    en: "Ijen Crater, an hour from the cottages",
    fr: "Le cratère de l'Ijen, à une heure des chalets",
  },
  "Cottage mungil dengan perapian kecil dan teras menghadap kebun kopi.": {
    en: "A snug cottage with a small fireplace and a terrace overlooking the coffee trees.",
    fr: "Petit chalet douillet avec une petite cheminée et une terrasse face aux caféiers.",
  },
  "Cottage dua kamar untuk rombongan pendaki Ijen, dengan ruang duduk dan rak perlengkapan.": {
    en: "A two-bedroom cottage for groups of Ijen hikers, with a sitting room and racks for gear.",
    fr: "Chalet de deux chambres pour les groupes de randonneurs de l'Ijen, avec salon et rangements pour l'équipement.",
  },

  // Villa Jampit
  "Villa Jampit": { en: "Villa Jampit", fr: "Villa Jampit" },
  "Rumah peristirahatan direksi kebun tahun 1920-an yang baru selesai dipugar dan dibuka untuk umum. Villa utama berkamar tiga dengan dapur, ruang makan panjang dan perapian batu, dikelilingi taman hortensia dan pohon cemara. Tersedia juga paviliun untuk dua orang di sisi taman.":
    {
      en: "The estate directors' 1920s retreat, newly restored and now open to guests. The three-bedroom main villa has a kitchen, a long dining room and a stone fireplace, and is surrounded by hydrangea gardens and casuarina trees. There is also a pavilion for two at the side of the garden.",
      fr: "La maison de repos des directeurs de la plantation, construite dans les années 1920, tout juste restaurée et désormais ouverte au public. La villa principale compte trois chambres, une cuisine, une longue salle à manger et une cheminée en pierre, au milieu des hortensias et des casuarinas. Un pavillon pour deux personnes borde également le jardin.",
    },
  "Kawah Wurung tak jauh dari villa": {
    en: "Wurung Crater, close to the villa",
    fr: "Le cratère Wurung, tout près de la villa",
  },
  "Taman hortensia di halaman": { en: "The hydrangea garden", fr: "Le jardin d'hortensias" },
  "Villa Utama (6 Orang)": { en: "Main Villa (sleeps 6)", fr: "Villa principale (6 personnes)" },
  "Seluruh rumah utama: tiga kamar tidur, dapur, ruang makan dan ruang keluarga dengan perapian batu.": {
    en: "The whole main house: three bedrooms, a kitchen, a dining room and a living room with a stone fireplace.",
    fr: "Toute la maison principale : trois chambres, cuisine, salle à manger et salon avec cheminée en pierre.",
  },
  Paviliun: { en: "Pavilion", fr: "Pavillon" },
  "Paviliun di sisi taman dengan teras pribadi dan pantry kecil.": {
    en: "A garden-side pavilion with a private terrace and a small kitchenette.",
    fr: "Pavillon au bord du jardin, avec terrasse privée et petite kitchenette.",
  },

  // Wisma Kebun Kalibaru
  "Wisma Kebun Kalibaru": { en: "Kalibaru Estate Guesthouse", fr: "Maison d'hôtes de la plantation de Kalibaru" },
  "Wisma di kebun kopi dan kakao Kalibaru, di jalur kereta Surabaya–Banyuwangi. Rumah kayu bertiang tinggi ini dikelilingi pohon kakao, kopi robusta dan pohon lamtoro yang menaunginya. Tamu dapat ikut tur kebun, mencicipi biji kakao segar dan cokelat olahan kebun, lalu bersantai di kolam renang air pegunungan.":
    {
      en: "A guesthouse on the Kalibaru coffee and cacao estate, by the Surabaya–Banyuwangi railway line. The wooden house on tall stilts is surrounded by cacao trees, robusta coffee and the lamtoro trees that shade them. Guests can join an estate tour, taste fresh cacao beans and the estate's own chocolate, then relax in the mountain-water swimming pool.",
      fr: "Une maison d'hôtes dans la plantation de café et de cacao de Kalibaru, le long de la voie ferrée Surabaya–Banyuwangi. Cette maison en bois sur hauts pilotis est entourée de cacaoyers, de caféiers robusta et des lamtoros qui leur font de l'ombre. Les hôtes peuvent suivre une visite de la plantation, goûter des fèves de cacao fraîches et le chocolat maison, puis se détendre dans la piscine d'eau de montagne.",
    },
  "Kebun kakao di sekitar wisma": {
    en: "Cacao trees around the guesthouse",
    fr: "Les cacaoyers autour de la maison d'hôtes",
  },
  "Buah kakao siap panen": { en: "Cacao pods ready for harvest", fr: "Cabosses de cacao prêtes à être récoltées" },
  "Kamar di bangunan kayu dengan jendela ke kebun kakao.": {
    en: "A room in the wooden building with a window onto the cacao trees.",
    fr: "Chambre dans le bâtiment en bois, avec fenêtre sur les cacaoyers.",
  },
  "Kamar luas di rumah utama dengan beranda menghadap kolam renang.": {
    en: "A spacious room in the main house with a veranda overlooking the pool.",
    fr: "Chambre spacieuse dans la maison principale, avec véranda donnant sur la piscine.",
  },

  // Wisma Gumitir
  "Wisma Gumitir": { en: "Gumitir Guesthouse", fr: "Maison d'hôtes de Gumitir" },
  "Wisma di puncak jalur Gunung Gumitir yang berkelok, di tengah kebun karet dan kopi. Dari teras belakang terlihat lembah hijau hingga Jember di kejauhan. Tempat singgah favorit pelancong Jember–Banyuwangi: kafe kebun di sebelah wisma buka sampai malam.":
    {
      en: "A guesthouse at the top of the winding Gumitir pass, among rubber and coffee plantations. From the back terrace the green valley stretches all the way to Jember in the distance. A favourite stop for travellers between Jember and Banyuwangi: the estate café next door stays open until late.",
      fr: "Une maison d'hôtes au sommet de la route sinueuse du col de Gumitir, au milieu des plantations d'hévéas et de caféiers. De la terrasse arrière, la vallée verdoyante s'étend jusqu'à Jember au loin. Une étape appréciée des voyageurs entre Jember et Banyuwangi : le café de la plantation, juste à côté, reste ouvert tard le soir.",
    },
  "Jalan berkelok Gunung Gumitir": {
    en: "The winding road over Mount Gumitir",
    fr: "La route sinueuse du mont Gumitir",
  },
  "Lembah kebun karet dari teras": {
    en: "The valley of rubber trees from the terrace",
    fr: "La vallée des hévéas vue de la terrasse",
  },
  "Kamar ringkas untuk singgah semalam dalam perjalanan ke Banyuwangi.": {
    en: "A compact room for an overnight stop on the way to Banyuwangi.",
    fr: "Chambre compacte pour une nuit d'étape sur la route de Banyuwangi.",
  },
  "Kamar keluarga di lantai atas dengan jendela lebar ke lembah.": {
    en: "An upstairs family room with wide windows over the valley.",
    fr: "Chambre familiale à l'étage, avec de larges fenêtres sur la vallée.",
  },

  // Wisma Kebun Kahyangan
  "Wisma Kebun Kahyangan": {
    en: "Kahyangan Estate Guesthouse",
    fr: "Maison d'hôtes de la plantation de Kahyangan",
  },
  "Rumah administratur di kebun kopi robusta Kahyangan, di lereng selatan Pegunungan Argopuro. Halaman rumput luas dengan pohon beringin tua, pabrik pengolahan kopi yang masih bekerja dan jalur trekking ke air terjun kebun. Suasana tenang, cocok untuk keluarga dan rombongan sekolah.":
    {
      en: "The estate manager's house on the Kahyangan robusta coffee estate, on the southern slopes of the Argopuro mountains. A broad lawn with an old banyan tree, a coffee-processing factory that still works and a trekking trail to the estate's waterfall. Peaceful, and well suited to families and school groups.",
      fr: "La maison du directeur de la plantation de café robusta de Kahyangan, sur les pentes sud du massif de l'Argopuro. Une vaste pelouse avec un vieux banian, une usine de traitement du café toujours en activité et un sentier de randonnée jusqu'à la cascade de la plantation. Un lieu paisible, idéal pour les familles et les groupes scolaires.",
    },
  "Kebun kopi robusta Kahyangan": { en: "Kahyangan's robusta coffee trees", fr: "Les caféiers robusta de Kahyangan" },
  "Ceri kopi di pabrik pengolahan": {
    en: "Coffee cherries at the processing factory",
    fr: "Cerises de café à l'usine de traitement",
  },
  "Kamar twin di paviliun tamu, dekat ruang makan.": {
    en: "A twin room in the guest pavilion, near the dining room.",
    fr: "Chambre à lits jumeaux dans le pavillon des hôtes, près de la salle à manger.",
  },
  "Kamar di rumah utama dengan jendela krepyak ke halaman beringin.": {
    en: "A room in the main house with louvred windows onto the banyan lawn.",
    fr: "Chambre dans la maison principale, avec fenêtres à persiennes sur la pelouse du banian.",
  },
  "Kamar keluarga dengan ruang duduk kecil.": {
    en: "A family room with a small sitting area.",
    fr: "Chambre familiale avec un petit coin salon.",
  },

  // Wisma Kebun Teh Kertowono
  "Wisma Kebun Teh Kertowono": {
    en: "Kertowono Tea Estate Guesthouse",
    fr: "Maison d'hôtes de la plantation de thé de Kertowono",
  },
  "Wisma di kebun teh tertinggi grup, di lereng barat Gunung Lemongan dengan pemandangan Semeru saat cuaca cerah. Bangunan batu berdinding tebal ini hangat di malam hari dan hanya sepuluh menit berjalan kaki dari air terjun di tepi kebun. Pabrik teh Kertowono menerima kunjungan tamu setiap pagi.":
    {
      en: "A guesthouse on the group's highest tea estate, on the western slopes of Mount Lemongan, with views of Semeru on clear days. The thick-walled stone building stays warm at night and is only a ten-minute walk from the waterfall at the edge of the estate. The Kertowono tea factory welcomes visitors every morning.",
      fr: "Une maison d'hôtes dans la plus haute plantation de thé du groupe, sur les pentes ouest du mont Lemongan, avec vue sur le Semeru par temps clair. Ce bâtiment en pierre aux murs épais reste chaud la nuit et n'est qu'à dix minutes à pied de la cascade en bordure de plantation. L'usine de thé de Kertowono accueille les visiteurs tous les matins.",
    },
  "Kebun teh Kertowono di pagi hari": {
    en: "Kertowono tea estate in the morning",
    fr: "La plantation de thé de Kertowono au petit matin",
  },
  "Daun teh siap olah": { en: "Tea leaves ready for processing", fr: "Feuilles de thé prêtes à être transformées" },
  "Kamar berdinding batu dengan selimut wol dan pemanas air.": {
    en: "A stone-walled room with wool blankets and a water heater.",
    fr: "Chambre aux murs de pierre, avec couvertures en laine et chauffe-eau.",
  },
  "Kamar sudut dengan dua jendela ke kebun teh dan perapian.": {
    en: "A corner room with two windows onto the tea garden, and a fireplace.",
    fr: "Chambre d'angle avec deux fenêtres sur les théiers et une cheminée.",
  },
  "Dua kamar bersambung dengan satu kamar mandi besar.": {
    en: "Two connecting rooms sharing one large bathroom.",
    fr: "Deux chambres communicantes avec une grande salle de bains commune.",
  },

  // Wisma Kebun Teh Sirah Kencong
  "Wisma Kebun Teh Sirah Kencong": {
    en: "Sirah Kencong Tea Estate Guesthouse",
    fr: "Maison d'hôtes de la plantation de thé de Sirah Kencong",
  },
  "Wisma di ujung jalan kebun teh Sirah Kencong, di lereng Gunung Butak pada 1.100 mdpl. Jauh dari keramaian, dengan kabut yang turun setiap sore dan pemandangan Gunung Kelud di barat. Titik awal yang baik untuk trekking ke puncak kebun dan berkemah.":
    {
      en: "A guesthouse at the end of the road through the Sirah Kencong tea estate, on the slopes of Mount Butak, 1,100 m above sea level. Far from the crowds, with mist rolling in every afternoon and views of Mount Kelud to the west. A good starting point for treks to the top of the estate and for camping.",
      fr: "Une maison d'hôtes au bout de la route de la plantation de thé de Sirah Kencong, sur les pentes du mont Butak, à 1 100 m d'altitude. Loin de l'agitation, avec la brume qui descend chaque fin d'après-midi et la vue sur le mont Kelud à l'ouest. Un bon point de départ pour randonner jusqu'au sommet de la plantation et pour camper.",
    },
  "Kabut sore di Sirah Kencong": {
    en: "Afternoon mist at Sirah Kencong",
    fr: "Brume de fin d'après-midi à Sirah Kencong",
  },
  "Pucuk teh Sirah Kencong": { en: "Sirah Kencong tea shoots", fr: "Pousses de thé de Sirah Kencong" },
  "Kamar hangat sederhana dengan jendela ke kebun teh.": {
    en: "A simple, warm room with a window onto the tea garden.",
    fr: "Chambre simple et chaleureuse, avec fenêtre sur les théiers.",
  },
  "Kamar di rumah utama dengan beranda bersama menghadap Gunung Kelud.": {
    en: "A room in the main house with a shared veranda facing Mount Kelud.",
    fr: "Chambre dans la maison principale, avec véranda commune face au mont Kelud.",
  },

  // Wisma Kebun Kopi Ngrangkah Pawon
  "Wisma Kebun Kopi Ngrangkah Pawon": {
    en: "Ngrangkah Pawon Coffee Estate Guesthouse",
    fr: "Maison d'hôtes de la plantation de café de Ngrangkah Pawon",
  },
  "Wisma baru di kebun kopi lereng Gunung Kelud, dibuka setelah renovasi rumah mandor kebun. Halaman menghadap kebun kopi dan cengkeh, dengan jalur sepeda gunung ke arah Kelud. Cocok untuk rombongan yang ingin ke kawah Kelud pagi hari.":
    {
      en: "A new guesthouse on a coffee estate on the slopes of Mount Kelud, opened in the estate foreman's renovated house. The garden looks out over coffee and clove trees, with mountain-bike trails heading up towards Kelud. Ideal for groups who want to reach the Kelud crater in the morning.",
      fr: "Une nouvelle maison d'hôtes dans une plantation de café sur les pentes du mont Kelud, ouverte dans l'ancienne maison du contremaître après rénovation. Le jardin donne sur les caféiers et les girofliers, et des pistes de VTT montent vers le Kelud. Idéal pour les groupes qui veulent monter au cratère du Kelud le matin.",
    },
  "Kebun kopi di lereng Kelud": { en: "Coffee trees on the slopes of Kelud", fr: "Caféiers sur les pentes du Kelud" },
  "Ceri kopi robusta": { en: "Robusta coffee cherries", fr: "Cerises de café robusta" },
  "Kamar twin bersih dengan kamar mandi dalam.": {
    en: "A clean twin room with an en-suite bathroom.",
    fr: "Chambre propre à lits jumeaux avec salle de bains privative.",
  },
  "Kamar keluarga dengan teras menghadap kebun kopi.": {
    en: "A family room with a terrace overlooking the coffee trees.",
    fr: "Chambre familiale avec terrasse face aux caféiers.",
  },

  // Villa Panderman Batu
  "Villa Panderman Batu": { en: "Villa Panderman Batu", fr: "Villa Panderman Batu" },
  "Villa keluarga di kaki Gunung Panderman, 10 menit dari pusat Kota Batu. Kebun apel kecil di halaman, kolam renang air hangat dan dapur lengkap membuatnya pas untuk liburan keluarga besar. Staf villa dapat mengatur paket tur ke Kebun Teh Wonosari (± 1 jam).":
    {
      en: "A family villa at the foot of Mount Panderman, 10 minutes from the centre of Batu. A small apple orchard in the garden, a heated pool and a fully equipped kitchen make it just right for a big family holiday. The villa staff can arrange a tour to Wonosari Tea Estate (about an hour away).",
      fr: "Une villa familiale au pied du mont Panderman, à 10 minutes du centre de Batu. Avec son petit verger de pommiers, sa piscine chauffée et sa cuisine équipée, elle se prête parfaitement aux vacances en grande famille. Le personnel peut organiser une excursion à la plantation de thé de Wonosari (à environ une heure).",
    },
  "Gunung Panderman dari halaman": { en: "Mount Panderman from the garden", fr: "Le mont Panderman vu du jardin" },
  "Sungai kecil di belakang villa": { en: "The stream behind the villa", fr: "Le ruisseau derrière la villa" },
  "Villa 3 Kamar": { en: "Three-Bedroom Villa", fr: "Villa de 3 chambres" },
  "Seluruh villa: tiga kamar tidur, dapur, ruang keluarga dan kolam renang.": {
    en: "The whole villa: three bedrooms, a kitchen, a living room and the swimming pool.",
    fr: "Toute la villa : trois chambres, cuisine, salon et piscine.",
  },
  "Studio Villa": { en: "Villa Studio", fr: "Studio de la villa" },
  "Studio di bangunan samping dengan pantry dan teras menghadap kebun apel.": {
    en: "A studio in the side building with a kitchenette and a terrace overlooking the apple orchard.",
    fr: "Studio dans le bâtiment annexe, avec kitchenette et terrasse face au verger de pommiers.",
  },
};

/**
 * Paragraphs and list items of the HTML fields: directions, then room facility lists. An item that is a
 * facility's name ("Wi-Fi", "TV") takes the facility's versions from ./reference.
 */
const BLOCKS: SeedTranslations = {
  // Directions — Wisma Kebun Teh Wonosari
  "Wisma berada di dalam kawasan Agrowisata Kebun Teh Wonosari, sekitar 30 km di utara Kota Malang.": {
    en: "The guesthouse lies within the Wonosari Tea Estate agro-tourism area, about 30 km north of Malang.",
    fr: "La maison d'hôtes se trouve dans le domaine agrotouristique de la plantation de thé de Wonosari, à environ 30 km au nord de Malang.",
  },
  "Dari Kota Malang ambil Jl. Raya Malang–Surabaya ke arah Lawang (± 40 menit).": {
    en: "From Malang, take Jl. Raya Malang–Surabaya towards Lawang (about 40 minutes).",
    fr: "Depuis Malang, prenez la Jl. Raya Malang–Surabaya en direction de Lawang (environ 40 minutes).",
  },
  "Di pertigaan Polsek Lawang belok kiri ke Jl. Wonosari, ikuti papan petunjuk Agrowisata Wonosari sejauh 7 km.": {
    en: "At the junction by Lawang police station (Polsek Lawang), turn left onto Jl. Wonosari and follow the signs for Agrowisata Wonosari for 7 km.",
    fr: "Au carrefour du commissariat de Lawang (Polsek Lawang), tournez à gauche dans la Jl. Wonosari et suivez les panneaux « Agrowisata Wonosari » sur 7 km.",
  },
  "Setelah gerbang kebun, lurus hingga pabrik teh; wisma ada di kanan jalan, 200 m setelah pabrik.": {
    en: "After the estate gate, carry straight on to the tea factory; the guesthouse is on the right, 200 m past the factory.",
    fr: "Après l'entrée de la plantation, continuez tout droit jusqu'à l'usine de thé ; la maison d'hôtes est sur la droite, 200 m après l'usine.",
  },
  "Dari Stasiun Lawang tersedia layanan antar-jemput wisma; pesan saat reservasi.": {
    en: "The guesthouse runs a shuttle from Lawang station; book it when you reserve your stay.",
    fr: "La maison d'hôtes propose une navette depuis la gare de Lawang ; réservez-la en même temps que votre séjour.",
  },
  // Directions — Cottage Kebun Teh Wonosari
  "Cottage berada 1 km di atas wisma dan pabrik teh Wonosari.": {
    en: "The cottages are 1 km uphill from the Wonosari guesthouse and tea factory.",
    fr: "Les chalets se trouvent 1 km au-dessus de la maison d'hôtes et de l'usine de thé de Wonosari.",
  },
  "Ikuti petunjuk menuju Agrowisata Kebun Teh Wonosari dari Lawang.": {
    en: "From Lawang, follow the signs for Agrowisata Kebun Teh Wonosari.",
    fr: "Depuis Lawang, suivez les panneaux « Agrowisata Kebun Teh Wonosari ».",
  },
  "Lapor di pos gerbang kebun, lalu lanjut ke jalan blok Sumberawan (jalan makadam, aman untuk mobil kecil).": {
    en: "Report to the estate gatehouse, then continue along the Sumberawan block road (a gravel track, fine for small cars).",
    fr: "Présentez-vous au poste de garde de la plantation, puis continuez sur la route de la parcelle de Sumberawan (piste empierrée, praticable en petite voiture).",
  },
  "Parkir di area resepsionis cottage; petugas akan mengantar barang ke cottage.": {
    en: "Park by the cottage reception; staff will carry your luggage to your cottage.",
    fr: "Garez-vous près de la réception des chalets ; le personnel portera vos bagages jusqu'à votre chalet.",
  },
  // Directions — Hotel Rolas Malang
  "Hotel berada di Jl. Ijen, 2 km dari Stasiun Malang (Kota Baru) dan 15 km dari Bandara Abdulrachman Saleh.": {
    en: "The hotel is on Jl. Ijen, 2 km from Malang (Kota Baru) station and 15 km from Abdulrachman Saleh Airport.",
    fr: "L'hôtel se trouve sur la Jl. Ijen, à 2 km de la gare de Malang (Kota Baru) et à 15 km de l'aéroport Abdulrachman Saleh.",
  },
  "Dari Stasiun Malang: ke arah Alun-alun Tugu, lalu Jl. Semeru dan belok kiri ke Jl. Ijen (± 10 menit).": {
    en: "From Malang station: head for Alun-alun Tugu, then take Jl. Semeru and turn left onto Jl. Ijen (about 10 minutes).",
    fr: "Depuis la gare de Malang : dirigez-vous vers la place Alun-alun Tugu, puis prenez la Jl. Semeru et tournez à gauche dans la Jl. Ijen (environ 10 minutes).",
  },
  "Dari exit tol Malang (Madyopuro): ikuti Jl. Ki Ageng Gribig – Jl. Sulfat – Jl. Semeru – Jl. Ijen (± 25 menit).": {
    en: "From the Malang toll-road exit (Madyopuro): follow Jl. Ki Ageng Gribig – Jl. Sulfat – Jl. Semeru – Jl. Ijen (about 25 minutes).",
    fr: "Depuis la sortie d'autoroute de Malang (Madyopuro) : suivez Jl. Ki Ageng Gribig – Jl. Sulfat – Jl. Semeru – Jl. Ijen (environ 25 minutes).",
  },
  "Parkir tamu gratis di basement; akses kursi roda dari pintu samping.": {
    en: "Free guest parking in the basement; wheelchair access through the side door.",
    fr: "Parking gratuit pour les clients au sous-sol ; accès en fauteuil roulant par la porte latérale.",
  },
  // Directions — Wisma Kebun Kopi Blawan
  "Blawan berada di dataran tinggi Ijen, ± 70 km dari Kota Bondowoso.": {
    en: "Blawan is on the Ijen plateau, about 70 km from Bondowoso.",
    fr: "Blawan se trouve sur le plateau de l'Ijen, à environ 70 km de Bondowoso.",
  },
  "Dari Bondowoso ke arah Wonosari – Sukosari – Sempol (± 2 jam, jalan beraspal, tanjakan panjang).": {
    en: "From Bondowoso, drive via Wonosari – Sukosari – Sempol (about 2 hours on a paved road with long climbs).",
    fr: "Depuis Bondowoso, passez par Wonosari – Sukosari – Sempol (environ 2 heures, route goudronnée, longues montées).",
  },
  "Di pos retribusi Kawah Ijen (Pos Malabar) lanjutkan ke Sempol, lalu ikuti petunjuk Kebun Blawan.": {
    en: "At the Ijen Crater toll post (Pos Malabar), carry on to Sempol, then follow the signs for Kebun Blawan.",
    fr: "Au poste de péage du cratère de l'Ijen (Pos Malabar), continuez vers Sempol, puis suivez les panneaux « Kebun Blawan ».",
  },
  "Wisma berada di kompleks kantor kebun, seberang pabrik kopi.": {
    en: "The guesthouse is in the estate office compound, opposite the coffee factory.",
    fr: "La maison d'hôtes se trouve dans l'enceinte des bureaux de la plantation, en face de l'usine de café.",
  },
  "Bensin terakhir ada di Sempol; isi penuh sebelum naik.": {
    en: "The last petrol station is in Sempol; fill up before the climb.",
    fr: "La dernière station-service est à Sempol ; faites le plein avant la montée.",
  },
  // Directions — Cottage Arabika Ijen
  "Cottage berada 6 km setelah Kebun Blawan ke arah Jampit.": {
    en: "The cottages are 6 km past Blawan Estate, towards Jampit.",
    fr: "Les chalets se trouvent 6 km après la plantation de Blawan, en direction de Jampit.",
  },
  "Ikuti rute Bondowoso – Sempol hingga pertigaan Kebun Blawan.": {
    en: "Follow the Bondowoso – Sempol route to the Blawan Estate junction.",
    fr: "Suivez l'itinéraire Bondowoso – Sempol jusqu'au carrefour de la plantation de Blawan.",
  },
  "Ambil jalan ke kanan arah Kebun Jampit (papan Cottage Arabika Ijen), jalan beraspal sempit ± 15 menit.": {
    en: "Take the right-hand road towards Jampit Estate (signposted Cottage Arabika Ijen), a narrow paved road, about 15 minutes.",
    fr: "Prenez la route de droite vers la plantation de Jampit (panneau « Cottage Arabika Ijen »), une route goudronnée étroite, environ 15 minutes.",
  },
  "Resepsionis ada di bangunan pertama setelah gerbang kayu.": {
    en: "Reception is in the first building after the wooden gate.",
    fr: "La réception se trouve dans le premier bâtiment après le portail en bois.",
  },
  // Directions — Villa Jampit
  "Villa berada di kompleks kantor Kebun Jampit, 8 km dari Kebun Blawan.": {
    en: "The villa is in the Jampit Estate office compound, 8 km from Blawan Estate.",
    fr: "La villa se trouve dans l'enceinte des bureaux de la plantation de Jampit, à 8 km de la plantation de Blawan.",
  },
  "Ikuti rute ke Cottage Arabika Ijen.": {
    en: "Follow the directions to Ijen Arabica Cottages.",
    fr: "Suivez l'itinéraire des Chalets Arabica de l'Ijen.",
  },
  "Setelah cottage, lanjut 2 km hingga kompleks kantor kebun; villa ada di ujung jalan bercemara.": {
    en: "Past the cottages, continue 2 km to the estate office compound; the villa is at the end of the casuarina-lined drive.",
    fr: "Après les chalets, continuez 2 km jusqu'aux bureaux de la plantation ; la villa est au bout de l'allée bordée de casuarinas.",
  },
  // Directions — Wisma Kebun Kalibaru
  "Wisma berada 1 km dari Stasiun Kalibaru dan tepat di tepi jalan raya Jember–Banyuwangi.": {
    en: "The guesthouse is 1 km from Kalibaru station, right on the Jember–Banyuwangi main road.",
    fr: "La maison d'hôtes se trouve à 1 km de la gare de Kalibaru, au bord de la route principale Jember–Banyuwangi.",
  },
  "Dengan kereta: turun di Stasiun Kalibaru, petugas wisma menjemput (gratis, pesan lebih dulu).": {
    en: "By train: get off at Kalibaru station, where guesthouse staff will pick you up (free, book in advance).",
    fr: "En train : descendez à la gare de Kalibaru, le personnel de la maison d'hôtes vient vous chercher (gratuit, sur réservation).",
  },
  "Dengan mobil dari Jember: lewat Mayang dan Gunung Gumitir, ± 1,5 jam; wisma di kiri jalan setelah pasar Kalibaru.": {
    en: "By car from Jember: via Mayang and the Gumitir pass, about 1½ hours; the guesthouse is on the left after Kalibaru market.",
    fr: "En voiture depuis Jember : par Mayang et le col de Gumitir, environ 1 h 30 ; la maison d'hôtes est sur la gauche après le marché de Kalibaru.",
  },
  // Directions — Wisma Gumitir
  "Wisma berada tepat di puncak Gumitir, di sisi jalan nasional Jember–Banyuwangi.": {
    en: "The guesthouse sits right at the top of the Gumitir pass, beside the Jember–Banyuwangi national road.",
    fr: "La maison d'hôtes se trouve au sommet même du col de Gumitir, au bord de la route nationale Jember–Banyuwangi.",
  },
  "Dari Jember: ke timur lewat Mayang – Silo, mulai menanjak di Garahan (± 1 jam).": {
    en: "From Jember: head east via Mayang – Silo; the climb starts at Garahan (about 1 hour).",
    fr: "Depuis Jember : partez vers l'est par Mayang – Silo ; la montée commence à Garahan (environ 1 heure).",
  },
  "Di puncak, setelah terowongan kereta Mrawan terlihat di bawah, wisma ada di kanan jalan bersebelahan dengan Kafe Puncak Gumitir.":
    {
      en: "At the top, once the Mrawan railway tunnel comes into view below, the guesthouse is on the right, next to Kafe Puncak Gumitir.",
      fr: "Au sommet, une fois le tunnel ferroviaire de Mrawan visible en contrebas, la maison d'hôtes est sur la droite, à côté du Kafe Puncak Gumitir.",
    },
  // Directions — Wisma Kebun Kahyangan
  "Kebun Kahyangan berada ± 35 km di timur laut Kota Jember.": {
    en: "Kahyangan Estate is about 35 km north-east of Jember.",
    fr: "La plantation de Kahyangan se trouve à environ 35 km au nord-est de Jember.",
  },
  "Dari Jember ke arah Arjasa – Sukowono, lalu belok kanan di pertigaan Pace mengikuti papan Kebun Kahyangan.": {
    en: "From Jember, head towards Arjasa – Sukowono, then turn right at the Pace junction, following the signs for Kebun Kahyangan.",
    fr: "Depuis Jember, prenez la direction d'Arjasa – Sukowono, puis tournez à droite au carrefour de Pace en suivant les panneaux « Kebun Kahyangan ».",
  },
  "Jalan kebun sejauh 9 km beraspal dan berbatu; kendaraan kecil bisa lewat dengan hati-hati.": {
    en: "The 9 km estate road is partly paved and partly stony; small cars can get through with care.",
    fr: "La route de la plantation, sur 9 km, alterne goudron et cailloux ; les petites voitures passent en roulant prudemment.",
  },
  // Directions — Wisma Kebun Teh Kertowono
  "Kertowono berada ± 25 km di barat laut Kota Lumajang.": {
    en: "Kertowono is about 25 km north-west of Lumajang.",
    fr: "Kertowono se trouve à environ 25 km au nord-ouest de Lumajang.",
  },
  "Dari Lumajang ke arah Senduro, lalu ambil jalan ke Gucialit di pertigaan Kandangtepus.": {
    en: "From Lumajang, head towards Senduro, then take the road to Gucialit at the Kandangtepus junction.",
    fr: "Depuis Lumajang, prenez la direction de Senduro, puis la route de Gucialit au carrefour de Kandangtepus.",
  },
  "Ikuti jalan menanjak hingga gerbang kebun teh; wisma ada di samping kantor kebun.": {
    en: "Follow the road uphill to the tea estate gate; the guesthouse is next to the estate office.",
    fr: "Suivez la route qui monte jusqu'à l'entrée de la plantation de thé ; la maison d'hôtes est à côté des bureaux de la plantation.",
  },
  // Directions — Wisma Kebun Teh Sirah Kencong
  "Sirah Kencong berada ± 35 km di timur laut Kota Blitar.": {
    en: "Sirah Kencong is about 35 km north-east of Blitar.",
    fr: "Sirah Kencong se trouve à environ 35 km au nord-est de Blitar.",
  },
  "Dari Blitar ke arah Wlingi, lalu belok kiri di Jl. Raya Ngadirenggo.": {
    en: "From Blitar, head towards Wlingi, then turn left onto Jl. Raya Ngadirenggo.",
    fr: "Depuis Blitar, prenez la direction de Wlingi, puis tournez à gauche dans la Jl. Raya Ngadirenggo.",
  },
  "Jalan menanjak 17 km melewati kebun kopi dan desa; gunakan kendaraan dalam kondisi prima.": {
    en: "The road climbs for 17 km through coffee gardens and villages; make sure your vehicle is in good condition.",
    fr: "La route monte sur 17 km à travers caféiers et villages ; prévoyez un véhicule en parfait état.",
  },
  // Directions — Wisma Kebun Kopi Ngrangkah Pawon
  "Kebun Ngrangkah Pawon berada ± 30 km di timur Kota Kediri.": {
    en: "Ngrangkah Pawon Estate is about 30 km east of Kediri.",
    fr: "La plantation de Ngrangkah Pawon se trouve à environ 30 km à l'est de Kediri.",
  },
  "Dari Kediri ke arah Pare – Plosoklaten, ikuti papan menuju Wisata Gunung Kelud.": {
    en: "From Kediri, head towards Pare – Plosoklaten and follow the signs for Wisata Gunung Kelud.",
    fr: "Depuis Kediri, prenez la direction de Pare – Plosoklaten et suivez les panneaux « Wisata Gunung Kelud ».",
  },
  "Di Desa Sepawon, belok kanan ke jalan kebun; wisma di samping kantor afdeling.": {
    en: "In Sepawon village, turn right onto the estate road; the guesthouse is next to the division (afdeling) office.",
    fr: "Au village de Sepawon, tournez à droite sur la route de la plantation ; la maison d'hôtes est à côté du bureau de division (afdeling).",
  },
  // Directions — Villa Panderman Batu
  "Villa berada di jalur menuju pendakian Gunung Panderman.": {
    en: "The villa is on the road to the Mount Panderman trailhead.",
    fr: "La villa se trouve sur la route du départ de randonnée du mont Panderman.",
  },
  "Dari Alun-alun Kota Batu ke arah Jl. Sultan Agung, lalu Jl. Panderman.": {
    en: "From the town square of Batu (Alun-alun), head for Jl. Sultan Agung, then Jl. Panderman.",
    fr: "Depuis la place centrale de Batu (Alun-alun), prenez la Jl. Sultan Agung, puis la Jl. Panderman.",
  },
  "Ikuti jalan menanjak hingga ujung perumahan; villa berpagar hijau di kiri jalan.": {
    en: "Follow the road uphill to the end of the housing estate; the villa with the green fence is on the left.",
    fr: "Suivez la route qui monte jusqu'au bout du lotissement ; la villa à la clôture verte est sur la gauche.",
  },

  // Room facility lists
  "Kasur double 160×200": { en: "Double bed 160×200 cm", fr: "Lit double 160×200 cm" },
  "Kasur king 180×200": { en: "King-size bed 180×200 cm", fr: "Lit king size 180×200 cm" },
  "Kasur queen 160×200": { en: "Queen-size bed 160×200 cm", fr: "Lit queen size 160×200 cm" },
  "Kasur double": { en: "Double bed", fr: "Lit double" },
  "Kasur king": { en: "King-size bed", fr: "Lit king size" },
  "Kasur queen": { en: "Queen-size bed", fr: "Lit queen size" },
  "Kasur double atau 2 single": { en: "Double bed or 2 single beds", fr: "Lit double ou 2 lits simples" },
  "Kasur king dan sofa bed": { en: "King-size bed and sofa bed", fr: "Lit king size et canapé-lit" },
  "Kasur queen dan single": { en: "Queen-size bed and single bed", fr: "Un lit queen size et un lit simple" },
  "1 kasur double dan 2 kasur single": { en: "1 double and 2 single beds", fr: "1 lit double et 2 lits simples" },
  "1 kasur queen dan 3 kasur single": {
    en: "1 queen-size and 3 single beds",
    fr: "1 lit queen size et 3 lits simples",
  },
  "1 kasur queen dan 2 single": { en: "1 queen-size and 2 single beds", fr: "1 lit queen size et 2 lits simples" },
  "2 kasur queen": { en: "2 queen-size beds", fr: "2 lits queen size" },
  "2 kasur single": { en: "2 single beds", fr: "2 lits simples" },
  "2 kamar, masing-masing kasur queen": {
    en: "2 bedrooms, each with a queen-size bed",
    fr: "2 chambres, chacune avec un lit queen size",
  },
  "2 kamar, kasur queen": { en: "2 bedrooms with queen-size beds", fr: "2 chambres avec lits queen size" },
  "3 kamar tidur (2 queen, 2 single)": {
    en: "3 bedrooms (2 queen-size and 2 single beds)",
    fr: "3 chambres (2 lits queen size, 2 lits simples)",
  },
  "3 kamar tidur": { en: "3 bedrooms", fr: "3 chambres" },
  "Kamar mandi dalam dengan air panas": {
    en: "En-suite bathroom with hot water",
    fr: "Salle de bains privative avec eau chaude",
  },
  "Air panas": { en: "Hot water", fr: "Eau chaude" },
  "AC dan air panas": { en: "Air conditioning and hot water", fr: "Climatisation et eau chaude" },
  AC: { en: "Air conditioning", fr: "Climatisation" },
  "Kipas angin dan kelambu": { en: "Fan and mosquito net", fr: "Ventilateur et moustiquaire" },
  "Pemanas ruangan": { en: "Room heater", fr: "Chauffage d'appoint" },
  Bathtub: { en: "Bathtub", fr: "Baignoire" },
  "Bathtub dan shower air panas": { en: "Bathtub and hot shower", fr: "Baignoire et douche chaude" },
  "Selimut tebal": { en: "Thick blankets", fr: "Couvertures épaisses" },
  "Selimut wol": { en: "Wool blankets", fr: "Couvertures en laine" },
  "Wi-Fi cepat": { en: "Fast Wi-Fi", fr: "Wi-Fi haut débit" },
  "TV layar datar": { en: "Flat-screen TV", fr: "Télévision à écran plat" },
  "TV kabel": { en: "Cable TV", fr: "Télévision par câble" },
  "TV dan karaoke": { en: "TV and karaoke", fr: "Télévision et karaoké" },
  Minibar: { en: "Minibar", fr: "Minibar" },
  "Akses lounge": { en: "Lounge access", fr: "Accès au salon privé" },
  "Teh dan kopi kebun gratis": {
    en: "Complimentary estate tea and coffee",
    fr: "Thé et café de la plantation offerts",
  },
  "Kopi Blawan gratis": { en: "Complimentary Blawan coffee", fr: "Café de Blawan offert" },
  "Kopi Gumitir gratis": { en: "Complimentary Gumitir coffee", fr: "Café de Gumitir offert" },
  "Sarapan untuk 2 orang": { en: "Breakfast for 2", fr: "Petit-déjeuner pour 2 personnes" },
  "Sarapan untuk 3 orang": { en: "Breakfast for 3", fr: "Petit-déjeuner pour 3 personnes" },
  "Sarapan untuk 4 orang": { en: "Breakfast for 4", fr: "Petit-déjeuner pour 4 personnes" },
  "Sarapan untuk 5 orang": { en: "Breakfast for 5", fr: "Petit-déjeuner pour 5 personnes" },
  "Ruang duduk": { en: "Sitting area", fr: "Coin salon" },
  "Ruang duduk dengan perapian": { en: "Sitting room with fireplace", fr: "Salon avec cheminée" },
  "Ruang tamu terpisah": { en: "Separate living room", fr: "Salon séparé" },
  "Ruang makan untuk 8 orang": { en: "Dining room seating 8", fr: "Salle à manger pour 8 personnes" },
  "Perapian batu": { en: "Stone fireplace", fr: "Cheminée en pierre" },
  "Dapur lengkap": { en: "Fully equipped kitchen", fr: "Cuisine équipée" },
  "Dapur lengkap dan ruang makan": {
    en: "Fully equipped kitchen and dining room",
    fr: "Cuisine équipée et salle à manger",
  },
  Pantry: { en: "Kitchenette", fr: "Kitchenette" },
  "Pantry kecil": { en: "Small kitchenette", fr: "Petite kitchenette" },
  "Perabot jati kolonial": { en: "Colonial teak furniture", fr: "Mobilier colonial en teck" },
  Teras: { en: "Terrace", fr: "Terrasse" },
  "Teras pribadi": { en: "Private terrace", fr: "Terrasse privée" },
  "Teras taman": { en: "Garden terrace", fr: "Terrasse sur le jardin" },
  "Teras kebun apel": { en: "Terrace over the apple orchard", fr: "Terrasse sur le verger de pommiers" },
  "Beranda pribadi menghadap kebun teh": {
    en: "Private veranda overlooking the tea garden",
    fr: "Véranda privée face aux théiers",
  },
  "Pemandangan gunung": { en: "Mountain view", fr: "Vue sur la montagne" },
  "Pemandangan lembah": { en: "Valley view", fr: "Vue sur la vallée" },
  "Halaman api unggun pribadi": { en: "Private campfire area", fr: "Espace privé pour feu de camp" },
  "Rak sepatu dan jaket": { en: "Racks for boots and jackets", fr: "Rangements pour chaussures et vestes" },
  "Kolam renang air hangat": { en: "Heated swimming pool", fr: "Piscine chauffée" },
  "Area barbeku": { en: "Barbecue area", fr: "Coin barbecue" },
};

const RULE_TEXTS: Record<keyof typeof RULES, { en: string; fr: string }> = {
  noSmoking: {
    en: "No smoking in the rooms; you are welcome to smoke on the veranda or in the garden.",
    fr: "Il est interdit de fumer dans les chambres ; vous pouvez fumer sur la véranda ou au jardin.",
  },
  quiet: {
    en: "Quiet hours from 10 pm to 6 am; please no loud music.",
    fr: "Silence de 22 h à 6 h ; merci de ne pas mettre de musique forte.",
  },
  noPets: { en: "No pets allowed.", fr: "Les animaux de compagnie ne sont pas admis." },
  identity: {
    en: "Every adult guest shows an identity card or passport at check-in.",
    fr: "Chaque adulte présente une pièce d'identité ou un passeport à l'arrivée.",
  },
  visitors: {
    en: "Visitors are welcome until 9 pm and may not stay overnight.",
    fr: "Les visiteurs sont les bienvenus jusqu'à 21 h et ne peuvent pas passer la nuit.",
  },
  lateArrival: {
    en: "Arriving after 9 pm? Please let the staff know beforehand.",
    fr: "Arrivée après 21 h ? Merci de prévenir le personnel à l'avance.",
  },
  campfire: {
    en: "Campfires only in the campfire area, with a member of staff present.",
    fr: "Feux de camp uniquement dans l'espace prévu, en présence d'un membre du personnel.",
  },
  estateWalks: {
    en: "The plantation and the factory are visited with a guide only; please do not pick tea shoots or coffee cherries yourself.",
    fr: "La plantation et l'usine se visitent uniquement avec un guide ; merci de ne pas cueillir vous-même les pousses de thé ou les cerises de café.",
  },
  noAlcohol: {
    en: "Alcoholic drinks are not permitted on the estate.",
    fr: "Les boissons alcoolisées ne sont pas autorisées sur la plantation.",
  },
  pool: {
    en: "Children under 12 in the pool are accompanied by an adult; the pool is open from 7 am to 6 pm.",
    fr: "Les enfants de moins de 12 ans sont accompagnés d'un adulte à la piscine ; la piscine est ouverte de 7 h à 18 h.",
  },
  kitchen: {
    en: "Guests may use the kitchen; please leave it clean after use.",
    fr: "La cuisine est à la disposition des hôtes ; merci de la laisser propre après usage.",
  },
  steps: {
    en: "The path to the cottages is made of stone steps; take care in the rain and after dark.",
    fr: "Le chemin vers les chalets est fait de marches en pierre ; prudence par temps de pluie et la nuit.",
  },
  keys: {
    en: "A lost room key is charged Rp 100,000 for replacement.",
    fr: "Une clé de chambre perdue est facturée 100 000 Rp pour son remplacement.",
  },
  water: {
    en: "Hot water comes from solar heaters; please save water and switch off the lights when you go out.",
    fr: "L'eau chaude vient de chauffe-eau solaires ; merci d'économiser l'eau et d'éteindre la lumière en sortant.",
  },
};

function ruleTranslations(): SeedTranslations {
  const byText = new Map<string, { en: string; fr: string }>(
    (Object.keys(RULES) as (keyof typeof RULES)[]).map((key) => [RULES[key], RULE_TEXTS[key]]),
  );
  const translations: SeedTranslations = {};
  for (const h of HOTELS) {
    const versions = h.aturan.map((rule) => byText.get(rule));
    if (versions.some((v) => v === undefined)) continue;
    const lines = versions as { en: string; fr: string }[];
    translations[h.aturan.join("\n")] = { en: lines.map((v) => v.en).join("\n"), fr: lines.map((v) => v.fr).join("\n") };
  }
  return translations;
}

const BLOCK = /<(p|li)>(.*?)<\/\1>/g;

/** The HTML with each paragraph and list item in `lang`, or undefined when one of them has no version. */
function translateBlocks(html: string, lang: "en" | "fr"): string | undefined {
  let complete = true;
  const translated = html.replace(BLOCK, (whole, tag: string, inner: string) => {
    const versions = BLOCKS[inner] ?? reference[inner];
    if (!versions) {
      complete = false;
      return whole;
    }
    return `<${tag}>${versions[lang]}</${tag}>`;
  });
  return complete ? translated : undefined;
}

function htmlTranslations(): SeedTranslations {
  const translations: SeedTranslations = {};
  const htmlTexts = HOTELS.flatMap((h) => [h.direction, ...h.roomTypes.map((rt) => rt.fasWeb)]);
  for (const html of htmlTexts) {
    const en = translateBlocks(html, "en");
    const fr = translateBlocks(html, "fr");
    if (en && fr) translations[html] = { en, fr };
  }
  return translations;
}

const translations: SeedTranslations = { ...TEXTS, ...htmlTranslations(), ...ruleTranslations() };

export default translations;
