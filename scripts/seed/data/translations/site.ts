import { COMPANY } from "../company";
import { p, ul } from "../html";
import type { SeedTranslations } from "./types";

/**
 * English and French for the texts of ../site.ts and ../company.ts: home banners, links, profile pages, contact and
 * videos. HTML keys are built with the same helpers and company constants as the data. The link to the Blawan coffee
 * house shares its name with the cafe, translated in ./cafes.ts. The company's legal name and brand stay as they are.
 */
const translations: SeedTranslations = {
  // Home banners
  "Menginap di Antara Hamparan Teh": { en: "Sleep Among the Tea Gardens", fr: "Dormir au milieu des théiers" },
  "Cottage kayu di Kebun Teh Wonosari, hemat 20% setiap hari kerja": {
    en: "Wooden cottages on the Wonosari tea estate: save 20% on any weekday",
    fr: "Cottages en bois au domaine de thé de Wonosari : 20 % de réduction en semaine",
  },
  "Musim Panen Kopi Ijen": { en: "Ijen Coffee Harvest Season", fr: "La récolte du café sur l'Ijen" },
  "Diskon hingga 25% di Wisma Blawan dan Cottage Arabika Ijen": {
    en: "Up to 25% off at the Blawan guesthouse and Cottage Arabika Ijen",
    fr: "Jusqu'à 25 % de réduction à la maison d'hôtes de Blawan et au Cottage Arabika Ijen",
  },
  "Fajar di Kawah Ijen": { en: "Dawn at Ijen Crater", fr: "L'aube sur le cratère de l'Ijen" },
  "Berangkat dari kebun pukul 00.30, kembali untuk sarapan dan berendam air panas": {
    en: "Leave the estate at 12.30am, back in time for breakfast and a soak in the hot springs",
    fr: "Départ du domaine à 0 h 30, retour pour le petit-déjeuner et un bain dans les sources chaudes",
  },
  "Cicip Teh di Rumah Teh Wonosari": {
    en: "Tea Tasting at the Wonosari Tea House",
    fr: "Dégustation à la Maison de thé de Wonosari",
  },
  "Enam jenis teh diseduh bersama tester pabrik, setiap hari pukul 10.00 dan 15.00": {
    en: "Six teas brewed with the factory's tea taster, daily at 10am and 3pm",
    fr: "Six thés infusés avec le dégustateur de l'usine, tous les jours à 10 h et à 15 h",
  },

  // Links: top bar, side menus, footer and partner logos
  Promo: { en: "Special offers", fr: "Promotions" },
  "Galeri Video": { en: "Videos", fr: "Vidéos" },
  Kontak: { en: "Contact", fr: "Contact" },
  "Cari Homestay": { en: "Find a homestay", fr: "Trouver un hébergement" },
  "Galeri Foto": { en: "Photo gallery", fr: "Galerie photos" },
  "Tanya Jawab (FAQ)": { en: "Questions & answers (FAQ)", fr: "Questions fréquentes (FAQ)" },
  "Pendakian Kawah Ijen": { en: "Ijen Crater hike", fr: "Ascension du cratère de l'Ijen" },
  "Arung Jeram Kalibaru": { en: "Kalibaru white-water rafting", fr: "Rafting à Kalibaru" },
  "Unit Agrowisata": { en: "Our agritourism estates", fr: "Nos domaines d'agritourisme" },
  "Dinas Kebudayaan dan Pariwisata Jawa Timur": {
    en: "East Java Culture and Tourism Office",
    fr: "Office de la culture et du tourisme de Java oriental",
  },
  "Wonderful Indonesia": { en: "Wonderful Indonesia", fr: "Wonderful Indonesia" },
  "Jadwal dan Tiket Kereta (KAI)": { en: "Train times and tickets (KAI)", fr: "Horaires et billets de train (KAI)" },
  "Prakiraan Cuaca BMKG": { en: "BMKG weather forecast", fr: "Prévisions météo (BMKG)" },
  "Info Gunung Api (MAGMA Indonesia)": {
    en: "Volcano activity (MAGMA Indonesia)",
    fr: "Activité volcanique (MAGMA Indonesia)",
  },
  "Dinas Pariwisata Jawa Timur": { en: "East Java Tourism Office", fr: "Office du tourisme de Java oriental" },
  "Kereta Api Indonesia": { en: "Kereta Api Indonesia", fr: "Kereta Api Indonesia" },
  "Ijen Geopark": { en: "Ijen Geopark", fr: "Géoparc de l'Ijen" },
  "Kabupaten Bondowoso": { en: "Bondowoso Regency", fr: "Régence de Bondowoso" },
  "Kabupaten Banyuwangi": { en: "Banyuwangi Regency", fr: "Régence de Banyuwangi" },
  "Pusat Penelitian Kopi dan Kakao": {
    en: "Indonesian Coffee and Cocoa Research Institute",
    fr: "Institut indonésien de recherche sur le café et le cacao",
  },
  "Bank Rakyat Indonesia": { en: "Bank Rakyat Indonesia", fr: "Bank Rakyat Indonesia" },
  "Bank Negara Indonesia": { en: "Bank Negara Indonesia", fr: "Bank Negara Indonesia" },

  // Profile pages
  "Sejarah Perusahaan": { en: "Our history", fr: "Notre histoire" },
  "Dari perkebunan kolonial abad ke-19 hingga agrowisata kebun teh dan kopi di Jawa Timur.": {
    en: "From 19th-century colonial plantations to tea and coffee estates open to visitors across East Java.",
    fr: "Des plantations coloniales du XIXe siècle aux domaines de thé et de café de Java oriental ouverts aux visiteurs.",
  },
  [p(
    `${COMPANY.nama} berawal dari perkebunan-perkebunan Belanda yang dibuka di Jawa Timur sejak pertengahan abad ke-19: kopi di dataran tinggi Ijen dan lereng Argopuro, teh di lereng Arjuno dan Lemongan, serta karet dan kakao di jalur Gumitir–Kalibaru.`,
    "Setelah nasionalisasi pada 1957–1958, kebun-kebun tersebut dikelola perusahaan perkebunan negara dan beberapa kali digabungkan hingga membentuk grup perusahaan seperti sekarang. Rumah-rumah administratur, pabrik teh dan kopi, jalur lori dan kanal pencucian kopi yang dibangun pada masa itu sebagian besar masih berdiri dan dirawat.",
    "Sejak 1990-an perusahaan membuka kebun-kebunnya untuk wisatawan. Rumah dinas lama dipugar menjadi wisma, cottage kayu dibangun di antara barisan teh, dan pabrik dibuka untuk tur. Kini unit agrowisata melayani lebih dari 150.000 pengunjung setiap tahun.",
  )]: {
    en: p(
      `${COMPANY.nama} grew out of the Dutch plantations opened in East Java from the middle of the 19th century: coffee on the Ijen plateau and the slopes of Argopuro, tea on the slopes of Arjuno and Lemongan, and rubber and cocoa along the Gumitir–Kalibaru road.`,
      "After nationalisation in 1957–1958 the estates passed to state plantation companies, which were merged several times into today's group. Most of the administrators' houses, tea and coffee factories, narrow-gauge field railways and coffee-washing channels built in that era still stand and are carefully maintained.",
      "Since the 1990s the company has opened its estates to visitors. Old staff houses have been restored as guesthouses, wooden cottages built among the tea rows and the factories opened for tours. Today the agritourism units welcome more than 150,000 visitors a year.",
    ),
    fr: p(
      `${COMPANY.nama} est née des plantations hollandaises ouvertes à Java oriental à partir du milieu du XIXe siècle : le café sur le plateau de l'Ijen et les pentes de l'Argopuro, le thé sur les pentes de l'Arjuno et du Lemongan, l'hévéa et le cacao le long de la route de Gumitir à Kalibaru.`,
      "Après la nationalisation de 1957–1958, les domaines ont été confiés à des sociétés publiques de plantation, plusieurs fois fusionnées jusqu'à former le groupe actuel. La plupart des maisons d'administrateurs, des usines à thé et à café, des voies de wagonnets et des canaux de lavage du café construits à cette époque sont toujours debout et entretenus avec soin.",
      "Depuis les années 1990, l'entreprise ouvre ses domaines aux visiteurs. Les anciennes maisons de fonction ont été restaurées en maisons d'hôtes, des cottages en bois construits entre les rangs de théiers et les usines ouvertes aux visites. Aujourd'hui, les unités d'agritourisme accueillent plus de 150 000 visiteurs par an.",
    ),
  },
  "Visi & Misi": { en: "Vision & mission", fr: "Vision et mission" },
  "Menjadi tujuan agrowisata perkebunan terbaik di Indonesia.": {
    en: "To be Indonesia's finest plantation agritourism destination.",
    fr: "Devenir la meilleure destination d'agritourisme de plantation en Indonésie.",
  },
  [`<h2>Visi</h2>${p("Menjadi tujuan agrowisata perkebunan terkemuka di Indonesia yang melestarikan warisan kebun dan menyejahterakan masyarakat sekitarnya.")}` +
  `<h2>Misi</h2>${ul(
    "Menghadirkan pengalaman menginap dan berwisata yang autentik di kebun teh, kopi dan kakao.",
    "Merawat bangunan dan mesin bersejarah perkebunan sebagai bagian dari cerita yang kami bagikan.",
    "Mengutamakan produk kebun sendiri dan usaha masyarakat desa di setiap layanan.",
    "Menjaga kelestarian alam kebun, sumber air dan hutan lindung di sekitarnya.",
  )}`]: {
    en:
      `<h2>Vision</h2>${p("To be Indonesia's leading plantation agritourism destination, preserving the heritage of our estates and improving the lives of the communities around them.")}` +
      `<h2>Mission</h2>${ul(
        "To offer authentic stays and visits on tea, coffee and cocoa estates.",
        "To care for the plantations' historic buildings and machinery as part of the story we share.",
        "To put our own estate produce and local village businesses first in everything we offer.",
        "To protect the estates' natural surroundings, their water sources and the protected forests around them.",
      )}`,
    fr:
      `<h2>Vision</h2>${p("Être la destination d'agritourisme de plantation de référence en Indonésie, qui préserve le patrimoine de ses domaines et fait prospérer les communautés qui les entourent.")}` +
      `<h2>Mission</h2>${ul(
        "Offrir des séjours et des visites authentiques dans les domaines de thé, de café et de cacao.",
        "Entretenir les bâtiments et les machines historiques des plantations, qui font partie de l'histoire que nous partageons.",
        "Privilégier, dans chacun de nos services, les produits de nos domaines et les entreprises des villages voisins.",
        "Préserver la nature des domaines, leurs sources et les forêts protégées qui les entourent.",
      )}`,
  },
  "Enam unit agrowisata di kebun teh, kopi, kakao dan karet dari Malang hingga Banyuwangi.": {
    en: "Six agritourism units on tea, coffee, cocoa and rubber estates, from Malang to Banyuwangi.",
    fr: "Six unités d'agritourisme dans des domaines de thé, de café, de cacao et d'hévéas, de Malang à Banyuwangi.",
  },
  [p(
    "Setiap unit agrowisata dikelola bersama kebun induknya sehingga tamu dapat melihat langsung kegiatan perkebunan:",
  ) +
  ul(
    "<strong>Wonosari (Malang)</strong> — kebun teh, pabrik teh, wisma, cottage dan Rumah Teh Wonosari.",
    "<strong>Ijen (Bondowoso)</strong> — kebun kopi arabika Blawan dan Jampit, pemandian air panas, Kedai Kopi Blawan dan paket Kawah Ijen.",
    "<strong>Kalibaru (Banyuwangi)</strong> — kebun kopi dan kakao, kelas cokelat dan arung jeram.",
    "<strong>Gumitir–Kahyangan (Jember)</strong> — kebun karet dan kopi robusta, Kafe Puncak Gumitir.",
    "<strong>Kertowono (Lumajang)</strong> — kebun teh dengan pemandangan Semeru dan area kemah.",
    "<strong>Kota Malang dan Batu</strong> — Hotel Rolas Malang dan Villa Panderman sebagai titik awal perjalanan.",
  )]: {
    en:
      p("Each unit is run together with its parent estate, so guests see the plantation at work at first hand:") +
      ul(
        "<strong>Wonosari (Malang)</strong> — tea estate, tea factory, guesthouse, cottages and the Wonosari Tea House.",
        "<strong>Ijen (Bondowoso)</strong> — the Blawan and Jampit Arabica coffee estates, hot springs, the Blawan Coffee House and Ijen Crater trips.",
        "<strong>Kalibaru (Banyuwangi)</strong> — coffee and cocoa estate, chocolate workshops and white-water rafting.",
        "<strong>Gumitir–Kahyangan (Jember)</strong> — rubber and robusta coffee estate, and the Gumitir Summit Café.",
        "<strong>Kertowono (Lumajang)</strong> — tea estate with views of Semeru, and a campsite.",
        "<strong>Malang and Batu</strong> — Hotel Rolas Malang and Villa Panderman, starting points for your journey.",
      ),
    fr:
      p(
        "Chaque unité est gérée avec son domaine de rattachement, pour que les visiteurs voient la plantation au travail :",
      ) +
      ul(
        "<strong>Wonosari (Malang)</strong> — domaine de thé, usine à thé, maison d'hôtes, cottages et Maison de thé de Wonosari.",
        "<strong>Ijen (Bondowoso)</strong> — domaines de café arabica de Blawan et de Jampit, sources chaudes, Maison du café de Blawan et excursions au cratère de l'Ijen.",
        "<strong>Kalibaru (Banyuwangi)</strong> — domaine de café et de cacao, ateliers chocolat et rafting.",
        "<strong>Gumitir–Kahyangan (Jember)</strong> — domaine d'hévéas et de café robusta, Café du col de Gumitir.",
        "<strong>Kertowono (Lumajang)</strong> — domaine de thé avec vue sur le Semeru et aire de camping.",
        "<strong>Malang et Batu</strong> — l'Hotel Rolas Malang et la Villa Panderman, points de départ du voyage.",
      ),
  },
  "Tanggung Jawab Sosial": { en: "Social responsibility", fr: "Responsabilité sociale" },
  "Program kemitraan petani, beasiswa anak karyawan dan pelestarian sumber air kebun.": {
    en: "Partnerships with farmers, scholarships for employees' children and care for the estates' water sources.",
    fr: "Partenariats avec les planteurs, bourses pour les enfants des employés et protection des sources des domaines.",
  },
  [p(
    "Kami percaya agrowisata hanya bertahan bila kebun, desa dan alam di sekitarnya ikut tumbuh. Program tanggung jawab sosial kami meliputi:",
  ) +
  ul(
    "Kemitraan dengan lebih dari 400 petani kopi rakyat di dataran tinggi Ijen, termasuk pelatihan pascapanen dan pembelian ceri dengan harga yang disepakati.",
    "Beasiswa bagi anak-anak karyawan kebun dari SD hingga perguruan tinggi.",
    "Penanaman pohon pelindung dan rehabilitasi mata air di setiap unit kebun.",
    "Pelatihan pemandu wisata dan pengelolaan homestay bagi pemuda desa sekitar kebun.",
  )]: {
    en:
      p(
        "We believe agritourism only lasts if the estates, the villages and the countryside around them thrive too. Our social responsibility programme includes:",
      ) +
      ul(
        "A partnership with more than 400 smallholder coffee farmers on the Ijen plateau, with post-harvest training and the purchase of their cherries at an agreed price.",
        "Scholarships for estate workers' children, from primary school to university.",
        "Planting shade trees and restoring springs on every estate.",
        "Training in tour guiding and homestay management for young people from the villages around the estates.",
      ),
    fr:
      p(
        "Nous sommes convaincus que l'agritourisme ne dure que si les domaines, les villages et la nature qui les entourent prospèrent aussi. Notre programme de responsabilité sociale comprend :",
      ) +
      ul(
        "Un partenariat avec plus de 400 petits producteurs de café du plateau de l'Ijen, avec une formation aux techniques post-récolte et l'achat de leurs cerises à un prix convenu.",
        "Des bourses pour les enfants des employés des domaines, de l'école primaire à l'université.",
        "La plantation d'arbres d'ombrage et la réhabilitation des sources sur chaque domaine.",
        "Des formations de guide et de gestion de chambres d'hôtes pour les jeunes des villages voisins.",
      ),
  },
  Manajemen: { en: "Management", fr: "Direction" },
  "Susunan pengelola unit agrowisata.": {
    en: "Who runs the agritourism units.",
    fr: "L'équipe qui dirige les unités d'agritourisme.",
  },
  [p(
    "Unit agrowisata berada di bawah Divisi Usaha Lain dan dipimpin oleh seorang Kepala Divisi yang berkantor di Surabaya. Setiap unit dipimpin seorang manajer unit yang bekerja sama dengan administratur kebun setempat.",
  )]: {
    en: p(
      "The agritourism units belong to the Other Businesses Division, led by a Head of Division based in Surabaya. Each unit is run by a unit manager who works hand in hand with the local estate administrator.",
    ),
    fr: p(
      "Les unités d'agritourisme relèvent de la division des activités diversifiées, dirigée par un chef de division basé à Surabaya. Chaque unité est dirigée par un responsable d'unité qui travaille main dans la main avec l'administrateur du domaine.",
    ),
  },

  // Contact
  [COMPANY.brand]: { en: COMPANY.brand, fr: COMPANY.brand },
  "Senin–Minggu 07.00–22.00 WIB": {
    en: "Monday to Sunday, 7am–10pm Western Indonesian Time (UTC+7)",
    fr: "Du lundi au dimanche, de 7 h à 22 h, heure de l'Ouest indonésien (UTC+7)",
  },

  // Videos
  "Sehari Memetik Teh di Wonosari": {
    en: "A Day Picking Tea at Wonosari",
    fr: "Une journée de cueillette du thé à Wonosari",
  },
  "Ikut para pemetik dari subuh hingga penimbangan, lalu ke pabrik teh.": {
    en: "Join the pickers from first light to the weigh-in, then follow the leaf to the tea factory.",
    fr: "Suivez les cueilleurs de l'aube jusqu'à la pesée, puis les feuilles jusqu'à l'usine à thé.",
  },
  "Dari Ceri Merah ke Cangkir: Kopi Blawan": {
    en: "From Red Cherry to Cup: Blawan Coffee",
    fr: "De la cerise rouge à la tasse : le café de Blawan",
  },
  "Proses basah kopi arabika di pabrik Blawan yang berusia lebih dari seabad.": {
    en: "Wet-processing Arabica at Blawan's century-old factory.",
    fr: "Le traitement par voie humide de l'arabica dans l'usine plus que centenaire de Blawan.",
  },
  "Api Biru Kawah Ijen": { en: "The Blue Fire of Ijen Crater", fr: "Le feu bleu du cratère de l'Ijen" },
  "Pendakian dini hari bersama pemandu dari Kebun Jampit.": {
    en: "A pre-dawn climb with a guide from the Jampit estate.",
    fr: "Une ascension avant l'aube avec un guide du domaine de Jampit.",
  },
  "Arung Jeram Sungai Kalibaru": { en: "Kalibaru River Rafting", fr: "Rafting sur la rivière Kalibaru" },
  "Sembilan kilometer jeram di antara kebun kopi dan kakao.": {
    en: "Nine kilometres of rapids between coffee and cocoa plantations.",
    fr: "Neuf kilomètres de rapides entre plantations de café et de cacao.",
  },
  "Cottage di Tengah Kebun Teh": {
    en: "Cottages in the Heart of the Tea Estate",
    fr: "Des cottages au cœur du domaine de thé",
  },
  "Tur singkat cottage dan villa keluarga di blok Sumberawan.": {
    en: "A short tour of the cottages and the family villa in the Sumberawan block.",
    fr: "Petite visite des cottages et de la villa familiale de la parcelle de Sumberawan.",
  },
};

export default translations;
