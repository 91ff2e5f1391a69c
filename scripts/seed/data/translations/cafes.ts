import { ol, p } from "../html";
import type { SeedTranslations } from "./types";

/**
 * English and French for the texts of ../cafes.ts. Cafe names keep their place name and translate the common noun;
 * dish names stay where they are the dish's own name (kopi tubruk, rawon, tahu petis, nasi tempong), otherwise they
 * say what is served. HTML keys are built with the same helpers as the data, so they match the seeded rows exactly.
 */
const translations: SeedTranslations = {
  // Menu categories
  Kopi: { en: "Coffee", fr: "Cafés" },
  Teh: { en: "Tea", fr: "Thés" },
  Makanan: { en: "Meals", fr: "Plats" },
  Camilan: { en: "Snacks", fr: "En-cas" },

  // Kedai Kopi Blawan
  "Kedai Kopi Blawan": { en: "Blawan Coffee House", fr: "Maison du café de Blawan" },
  "Kedai kopi di pabrik Kebun Blawan yang menyeduh Java Ijen Arabica single origin langsung dari kebunnya.": {
    en: "A coffee house in the Blawan estate factory, brewing single-origin Java Ijen Arabica grown on the estate itself.",
    fr: "Un café installé dans l'usine du domaine de Blawan, qui sert un arabica Java Ijen d'origine unique, cultivé sur le domaine même.",
  },
  [p(
    "Kedai ini menempati bekas gudang sortasi biji kopi di samping pabrik Blawan. Biji arabika dari blok-blok kebun di sekitarnya disangrai setiap minggu di mesin sangrai kecil di sudut ruangan, lalu diseduh dengan tubruk, V60 atau mesin espresso.",
    "Dari jendela kedai terlihat kanal pencucian kopi dan lantai jemur. Biji sangrai dan kopi bubuk dalam kemasan 100 g dan 250 g dapat dibeli sebagai oleh-oleh.",
  )]: {
    en: p(
      "The coffee house occupies the old bean-sorting shed beside the Blawan factory. Arabica from the surrounding estate blocks is roasted every week in a small roaster in the corner of the room, then brewed tubruk-style, as a V60 pour-over or on the espresso machine.",
      "The windows look out over the coffee-washing channels and the drying floors. Roasted beans and ground coffee in 100 g and 250 g bags are on sale to take home.",
    ),
    fr: p(
      "Le café occupe l'ancien entrepôt de tri des grains, à côté de l'usine de Blawan. L'arabica des parcelles voisines est torréfié chaque semaine dans un petit torréfacteur installé dans un coin de la salle, puis préparé à la manière tubruk, en V60 ou à la machine à espresso.",
      "Les fenêtres donnent sur les canaux de lavage du café et les aires de séchage. Grains torréfiés et café moulu, en sachets de 100 g et de 250 g, sont en vente pour rapporter un souvenir du domaine.",
    ),
  },
  "Setiap hari 07.00–21.00": { en: "Daily, 7am–9pm", fr: "Tous les jours, de 7 h à 21 h" },
  "Ruang kedai di bekas gudang sortasi": {
    en: "The coffee house in the old sorting shed",
    fr: "La salle du café dans l'ancien entrepôt de tri",
  },
  "Biji kopi di lantai jemur": { en: "Coffee beans on the drying floor", fr: "Grains de café sur l'aire de séchage" },
  "Pemandangan kebun dari jendela": {
    en: "The estate seen from the window",
    fr: "Vue sur le domaine depuis la fenêtre",
  },
  "Daun kopi di halaman kedai": {
    en: "Coffee leaves in the courtyard",
    fr: "Feuilles de caféier dans la cour du café",
  },
  "Dari Sempol": { en: "From Sempol", fr: "Depuis Sempol" },
  [ol(
    "Ikuti papan Kebun Blawan sejauh ± 10 km.",
    "Kedai ada di sebelah kiri gerbang pabrik kopi; parkir di halaman pabrik.",
  )]: {
    en: ol(
      "Follow the signs for Kebun Blawan for about 10 km.",
      "The coffee house is on the left of the coffee factory gate; park in the factory yard.",
    ),
    fr: ol(
      "Suivez les panneaux « Kebun Blawan » sur environ 10 km.",
      "Le café se trouve à gauche du portail de l'usine à café ; garez-vous dans la cour de l'usine.",
    ),
  },
  "Dari Wisma Blawan": { en: "From the Blawan guesthouse", fr: "Depuis la maison d'hôtes de Blawan" },
  [p("Berjalan kaki 3 menit menyeberang jalan ke kompleks pabrik.")]: {
    en: p("A three-minute walk across the road to the factory compound."),
    fr: p("À trois minutes à pied : traversez la route jusqu'au site de l'usine."),
  },
  "Kopi Tubruk Blawan": { en: "Blawan Kopi Tubruk", fr: "Kopi tubruk de Blawan" },
  "Arabika Blawan giling kasar, diseduh tubruk dengan gula aren terpisah.": {
    en: "Coarsely ground Blawan Arabica brewed straight in the cup, Javanese-style, with palm sugar on the side.",
    fr: "Arabica de Blawan moulu gros, infusé directement dans la tasse à la javanaise, sucre de palme servi à part.",
  },
  "V60 Java Ijen Arabica": { en: "V60 Java Ijen Arabica", fr: "V60 arabica Java Ijen" },
  "Seduh manual, catatan rasa jeruk, gula merah dan rempah.": {
    en: "Hand-brewed pour-over with notes of citrus, palm sugar and spice.",
    fr: "Café filtre préparé à la main, aux notes d'agrumes, de sucre de palme et d'épices.",
  },
  "Kopi Susu Gula Aren": { en: "Palm Sugar Milk Coffee", fr: "Café au lait au sucre de palme" },
  "Espresso, susu segar dan gula aren cair.": {
    en: "Espresso, fresh milk and palm-sugar syrup.",
    fr: "Espresso, lait frais et sirop de sucre de palme.",
  },
  Cappuccino: { en: "Cappuccino", fr: "Cappuccino" },
  "Espresso arabika Blawan dengan busa susu.": {
    en: "Blawan Arabica espresso topped with milk foam.",
    fr: "Espresso d'arabica de Blawan surmonté de mousse de lait.",
  },
  "Teh Tubruk Wonosari": { en: "Wonosari Loose-Leaf Tea", fr: "Thé en feuilles de Wonosari" },
  "Teh hitam Wonosari diseduh panas dengan gula batu.": {
    en: "Wonosari black tea brewed piping hot, served with rock sugar.",
    fr: "Thé noir de Wonosari infusé bien chaud, servi avec du sucre candi.",
  },
  "Rawon Kebun": { en: "Estate Rawon", fr: "Rawon du domaine" },
  "Rawon daging sapi berkuah kluwek, nasi, tauge, telur asin dan sambal.": {
    en: "East Java's black beef soup, darkened with kluwek nuts, served with rice, bean sprouts, salted egg and sambal.",
    fr: "La soupe noire de bœuf de Java oriental, colorée à la noix de kluwek, servie avec riz, pousses de soja, œuf salé et sambal.",
  },
  "Pisang Goreng Kepok": { en: "Kepok Banana Fritters", fr: "Beignets de banane kepok" },
  "Pisang kepok goreng tepung, disajikan hangat dengan sambal roa atau gula aren.": {
    en: "Kepok bananas fried in batter, served warm with smoked-fish sambal roa or palm sugar.",
    fr: "Bananes kepok en beignets, servies chaudes avec du sambal roa au poisson fumé ou du sucre de palme.",
  },
  "Tahu Petis": { en: "Tahu Petis", fr: "Tahu petis" },
  "Tahu goreng isi petis udang khas Jawa Timur.": {
    en: "Fried tofu filled with petis, East Java's dark shrimp paste.",
    fr: "Tofu frit fourré au petis, la pâte de crevettes noire de Java oriental.",
  },
  "Bolu Kopi Blawan": { en: "Blawan Coffee Sponge", fr: "Gâteau moelleux au café de Blawan" },
  "Bolu lembut dengan bubuk kopi arabika.": {
    en: "A soft sponge cake made with ground Arabica coffee.",
    fr: "Génoise moelleuse au café arabica moulu.",
  },

  // Rumah Teh Wonosari
  "Rumah Teh Wonosari": { en: "Wonosari Tea House", fr: "Maison de thé de Wonosari" },
  "Rumah teh di tepi kebun Wonosari dengan sesi cicip teh (tea tasting) dari teh putih hingga teh hitam ortodoks.": {
    en: "A tea house on the edge of the Wonosari estate, with tastings that run from white tea to orthodox black tea.",
    fr: "Une maison de thé en bordure du domaine de Wonosari, avec des dégustations qui vont du thé blanc au thé noir orthodoxe.",
  },
  [p(
    "Rumah teh berdinding kaca ini berdiri di tepi blok teh tertua Wonosari, menghadap Gunung Arjuno. Setiap hari pukul 10.00 dan 15.00 ada sesi cicip teh bersama tester pabrik: enam jenis teh diseduh berjajar, dari teh putih pucuk peko hingga teh hitam BOP, lengkap dengan cara menilai warna, aroma dan rasa.",
    "Menu makanan mengutamakan bahan dari kebun dan desa sekitar: sayur organik, stroberi, dan kue-kue tradisional.",
  )]: {
    en: p(
      "This glass-walled tea house stands at the edge of Wonosari's oldest tea block, facing Mount Arjuno. Every day at 10am and 3pm the factory's tea taster leads a tasting: six teas brewed side by side, from a white tea of pekoe buds to a BOP black tea, with a lesson in judging colour, aroma and flavour.",
      "The food menu favours produce from the estate and the villages around it: organic vegetables, strawberries and traditional cakes.",
    ),
    fr: p(
      "Cette maison de thé aux murs de verre se dresse en bordure de la plus ancienne parcelle de thé de Wonosari, face au mont Arjuno. Tous les jours à 10 h et à 15 h, le dégustateur de l'usine anime une dégustation : six thés infusés côte à côte, du thé blanc de bourgeons pekoe au thé noir BOP, avec l'art d'en juger la couleur, l'arôme et la saveur.",
      "La carte privilégie les produits du domaine et des villages voisins : légumes bio, fraises et gâteaux traditionnels.",
    ),
  },
  "Selasa–Minggu 08.00–18.00 (Senin tutup)": {
    en: "Tuesday to Sunday, 8am–6pm (closed on Mondays)",
    fr: "Du mardi au dimanche, de 8 h à 18 h (fermé le lundi)",
  },
  "Rumah teh di tepi kebun": {
    en: "The tea house at the edge of the estate",
    fr: "La maison de thé en bordure du domaine",
  },
  "Pucuk untuk teh putih": { en: "Buds for white tea", fr: "Bourgeons pour le thé blanc" },
  "Senja dari teras rumah teh": {
    en: "Dusk from the tea-house terrace",
    fr: "Crépuscule depuis la terrasse de la maison de thé",
  },
  "Jalan kebun menuju rumah teh": {
    en: "The estate road up to the tea house",
    fr: "Le chemin du domaine qui mène à la maison de thé",
  },
  "Dari Gerbang Kebun": { en: "From the estate gate", fr: "Depuis l'entrée du domaine" },
  [p("Lurus 1,5 km hingga area rekreasi; rumah teh ada di atas kolam renang, ikuti tangga batu.")]: {
    en: p(
      "Carry straight on for 1.5 km to the recreation area; the tea house sits above the swimming pool, up the stone steps.",
    ),
    fr: p(
      "Continuez tout droit sur 1,5 km jusqu'à l'espace de loisirs ; la maison de thé se trouve au-dessus de la piscine, par l'escalier de pierre.",
    ),
  },
  "Dari Wisma Wonosari": { en: "From the Wonosari guesthouse", fr: "Depuis la maison d'hôtes de Wonosari" },
  [p("Berjalan kaki 10 menit lewat jalan setapak kebun, atau naik mobil kebun yang lewat setiap 30 menit.")]: {
    en: p("A ten-minute walk along the estate footpath, or take the estate shuttle that comes by every 30 minutes."),
    fr: p("Dix minutes à pied par le sentier du domaine, ou la navette du domaine qui passe toutes les 30 minutes."),
  },
  "Sesi Cicip Teh (6 Jenis)": { en: "Tea Tasting (6 Teas)", fr: "Dégustation de thés (6 variétés)" },
  "Teh putih, hijau, oolong dan tiga kelas teh hitam, dipandu tester pabrik.": {
    en: "White, green and oolong teas plus three grades of black tea, led by the factory's tea taster.",
    fr: "Thés blanc, vert et oolong, puis trois grades de thé noir, commentés par le dégustateur de l'usine.",
  },
  "Teh Hitam Wonosari": { en: "Wonosari Black Tea", fr: "Thé noir de Wonosari" },
  "Satu teko teh hitam ortodoks untuk dua orang.": {
    en: "A pot of orthodox black tea for two.",
    fr: "Une théière de thé noir orthodoxe pour deux.",
  },
  "Teh Hijau Sencha Wonosari": { en: "Wonosari Sencha Green Tea", fr: "Thé vert sencha de Wonosari" },
  "Teh hijau kukus, segar dan ringan.": {
    en: "Steamed green tea, fresh and light.",
    fr: "Thé vert étuvé, frais et léger.",
  },
  "Es Teh Stroberi": { en: "Strawberry Iced Tea", fr: "Thé glacé à la fraise" },
  "Teh hitam dingin dengan stroberi segar kebun.": {
    en: "Chilled black tea with fresh strawberries from the estate.",
    fr: "Thé noir glacé aux fraises fraîches du domaine.",
  },
  "Kopi Tubruk Arjuno": { en: "Arjuno Kopi Tubruk", fr: "Kopi tubruk de l'Arjuno" },
  "Robusta lereng Arjuno.": {
    en: "Robusta from the slopes of Mount Arjuno.",
    fr: "Robusta des pentes du mont Arjuno.",
  },
  "Nasi Pecel Kebun": { en: "Estate Nasi Pecel", fr: "Nasi pecel du domaine" },
  "Sayur kebun, sambal kacang, tempe dan rempeyek.": {
    en: "Garden vegetables with peanut sauce, tempeh and rempeyek (crisp peanut crackers).",
    fr: "Légumes du potager, sauce aux cacahuètes, tempeh et rempeyek (galettes croustillantes aux cacahuètes).",
  },
  "Pisang Goreng Madu": { en: "Honey Banana Fritters", fr: "Beignets de banane au miel" },
  "Pisang raja goreng dengan madu kelengkeng.": {
    en: "Fried raja bananas drizzled with longan honey.",
    fr: "Bananes raja frites, nappées de miel de longane.",
  },
  "Kue Teh Hijau": { en: "Green Tea Cake", fr: "Gâteau au thé vert" },
  "Kue bolu kukus dengan bubuk teh hijau.": {
    en: "Steamed sponge cake made with powdered green tea.",
    fr: "Gâteau moelleux cuit à la vapeur, au thé vert en poudre.",
  },

  // Kafe Puncak Gumitir
  "Kafe Puncak Gumitir": { en: "Gumitir Summit Café", fr: "Café du col de Gumitir" },
  "Kafe tepi jalan di puncak Gumitir: kopi robusta kebun, rawon dan camilan hangat dengan pemandangan lembah.": {
    en: "A roadside café at the top of the Gumitir pass: estate robusta, rawon and warm snacks with a view over the valley.",
    fr: "Un café en bord de route au sommet du col de Gumitir : robusta du domaine, rawon et en-cas chauds face à la vallée.",
  },
  [p(
    "Tempat singgah wajib di jalur Jember–Banyuwangi. Teras kayu kafe menggantung di atas lembah kebun karet, dan pada sore hari matahari terbenam tepat di depan. Kopi robusta Gumitir disangrai di Jember, diseduh tubruk atau dengan susu kental manis ala warung kopi Jawa Timur.",
  )]: {
    en: p(
      "The stop nobody skips on the Jember–Banyuwangi road. The café's wooden terrace hangs over a valley of rubber plantations, and in the late afternoon the sun sets right in front of you. Gumitir robusta, roasted in Jember, is brewed tubruk-style or with sweetened condensed milk, the way East Java's roadside coffee stalls serve it.",
    ),
    fr: p(
      "Une halte incontournable sur la route de Jember à Banyuwangi. La terrasse en bois du café surplombe une vallée d'hévéas et, en fin de journée, le soleil se couche juste en face. Le robusta de Gumitir, torréfié à Jember, se boit à la manière tubruk ou avec du lait concentré sucré, comme dans les warungs à café de Java oriental.",
    ),
  },
  "Setiap hari 06.00–22.00": { en: "Daily, 6am–10pm", fr: "Tous les jours, de 6 h à 22 h" },
  "Teras kayu di atas lembah": {
    en: "The wooden terrace above the valley",
    fr: "La terrasse en bois au-dessus de la vallée",
  },
  "Kebun karet Gumitir": { en: "The Gumitir rubber plantation", fr: "La plantation d'hévéas de Gumitir" },
  "Kopi robusta Gumitir": { en: "Gumitir robusta coffee", fr: "Café robusta de Gumitir" },
  "Kabut pagi di puncak": { en: "Morning mist on the summit", fr: "Brume matinale au sommet" },
  "Dari Jember": { en: "From Jember", fr: "Depuis Jember" },
  [p("Ke timur lewat Mayang – Silo, ± 1 jam. Kafe di kanan jalan tepat di puncak, bersebelahan dengan Wisma Gumitir.")]:
    {
      en: p(
        "Head east via Mayang and Silo, about an hour. The café is on the right at the very top of the pass, next to the Wisma Gumitir guesthouse.",
      ),
      fr: p(
        "Cap à l'est par Mayang et Silo, environ 1 h. Le café est sur la droite, juste au sommet du col, à côté de la maison d'hôtes Wisma Gumitir.",
      ),
    },
  "Dari Banyuwangi": { en: "From Banyuwangi", fr: "Depuis Banyuwangi" },
  [p("Ke barat lewat Genteng – Kalibaru, ± 1,5 jam. Kafe di kiri jalan setelah tanjakan terakhir.")]: {
    en: p(
      "Head west via Genteng and Kalibaru, about an hour and a half. The café is on the left just after the final climb.",
    ),
    fr: p(
      "Cap à l'ouest par Genteng et Kalibaru, environ 1 h 30. Le café est sur la gauche, juste après la dernière montée.",
    ),
  },
  "Kopi Tubruk Robusta Gumitir": { en: "Gumitir Robusta Kopi Tubruk", fr: "Kopi tubruk au robusta de Gumitir" },
  "Kopi hitam kental khas warung Jawa Timur.": {
    en: "Strong black coffee, the way East Java's warungs make it.",
    fr: "Café noir corsé, à la façon des warungs de Java oriental.",
  },
  "Kopi Susu Gumitir": { en: "Gumitir Milk Coffee", fr: "Café au lait de Gumitir" },
  "Robusta dengan susu kental manis.": {
    en: "Robusta with sweetened condensed milk.",
    fr: "Robusta au lait concentré sucré.",
  },
  "Es Kopi Gula Aren": { en: "Iced Palm Sugar Coffee", fr: "Café glacé au sucre de palme" },
  "Robusta Gumitir, susu segar dan gula aren.": {
    en: "Gumitir robusta, fresh milk and palm sugar.",
    fr: "Robusta de Gumitir, lait frais et sucre de palme.",
  },
  "Teh Jahe Hangat": { en: "Hot Ginger Tea", fr: "Thé chaud au gingembre" },
  "Teh hitam dengan jahe bakar dan gula batu.": {
    en: "Black tea with roasted ginger and rock sugar.",
    fr: "Thé noir au gingembre grillé et au sucre candi.",
  },
  "Rawon Gumitir": { en: "Gumitir Rawon", fr: "Rawon de Gumitir" },
  "Rawon daging dengan nasi, tauge pendek dan kerupuk udang.": {
    en: "Black beef rawon with rice, short bean sprouts and prawn crackers.",
    fr: "Rawon de bœuf avec riz, petites pousses de soja et chips de crevettes.",
  },
  "Nasi Tempong": { en: "Nasi Tempong", fr: "Nasi tempong" },
  "Nasi dengan sambal tempong khas Banyuwangi, ikan asin dan lalapan.": {
    en: "Rice with Banyuwangi's fiery sambal tempong, salted fish and fresh raw vegetables.",
    fr: "Riz au sambal tempong, le piment relevé de Banyuwangi, avec poisson salé et crudités.",
  },
  "Pisang Goreng Gumitir": { en: "Gumitir Banana Fritters", fr: "Beignets de banane de Gumitir" },
  "Pisang kepok goreng tepung renyah.": {
    en: "Crisp battered kepok bananas.",
    fr: "Bananes kepok en beignets croustillants.",
  },
  "Tahu goreng dengan petis hitam dan cabai rawit.": {
    en: "Fried tofu with black petis shrimp paste and bird's-eye chillies.",
    fr: "Tofu frit au petis noir (pâte de crevettes) et piments oiseau.",
  },
  "Tape Goreng": { en: "Fried Tapai", fr: "Beignets de tapé" },
  "Tape singkong Bondowoso digoreng tepung.": {
    en: "Bondowoso fermented cassava (tapai), fried in batter.",
    fr: "Manioc fermenté (tapé) de Bondowoso, frit en beignet.",
  },
};

export default translations;
