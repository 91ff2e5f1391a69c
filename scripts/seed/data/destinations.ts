import type { SeedScene } from "../images";
import type { CityName } from "./geo";
import { ol, p, ul } from "./html";

export interface TitledHtml {
  title: string;
  deskripsi: string;
}

export interface DestinationSeed {
  slug: string;
  nama: string;
  kota: CityName;
  ringkasan: string;
  alamat: string;
  latitude: number;
  longitude: number;
  scene: SeedScene;
  /** Detail blocks in display order: title, HTML description, scene of the photo. */
  details: { judul: string; deskripsi: string; scene: SeedScene }[];
  gallery: { nama: string; scene: SeedScene }[];
  /** Headline and sub-headline drawn on each banner slide. */
  banners: { judul: string; subjudul: string }[];
  directions: TitledHtml[];
  tickets: TitledHtml[];
}

export const DESTINATIONS: readonly DestinationSeed[] = [
  {
    slug: "kebun-teh-wonosari",
    nama: "Agrowisata Kebun Teh Wonosari",
    kota: "Malang",
    ringkasan:
      "Hamparan teh seluas 1.144 hektare di lereng Gunung Arjuno: petik teh, tur pabrik, flying fox dan kebun stroberi.",
    alamat: "Desa Toyomarto, Kec. Singosari, Kabupaten Malang",
    latitude: -7.8239,
    longitude: 112.6461,
    scene: "tea",
    details: [
      {
        judul: "Sejarah Kebun",
        deskripsi: p(
          "Kebun Teh Wonosari dibuka pada tahun 1875 oleh perusahaan perkebunan Belanda dan semula ditanami kopi. Serangan penyakit karat daun pada awal abad ke-20 membuat para pengelola beralih ke teh, yang ternyata sangat cocok dengan udara sejuk dan tanah vulkanik lereng Arjuno. Setelah nasionalisasi pada 1957, kebun dikelola perusahaan perkebunan negara dan sejak 1990-an dibuka sebagai kawasan agrowisata.",
          "Hingga kini pabrik di tengah kebun masih mengolah pucuk segar menjadi teh hitam ortodoks dan teh hijau, sebagian besar untuk pasar ekspor. Rumah-rumah dinas, lapangan tenis tua dan jalur rel lori yang tersisa menjadi saksi masa kejayaan perkebunan, dan sebagian di antaranya kini berfungsi sebagai wisma tamu.",
        ),
        scene: "tea",
      },
      {
        judul: "Petik Teh Bersama Pemetik",
        deskripsi: p(
          "Setiap pagi pukul 07.00–09.00 pengunjung dapat bergabung dengan kelompok pemetik di blok yang sedang dipanen. Pemandu akan menunjukkan cara memetik rumus peko dengan dua daun muda, memakai keranjang punggung dan caping, lalu menimbang hasil petikan di tempat penimbangan. Pucuk yang dipetik dibawa ke pabrik dan bisa diikuti prosesnya: pelayuan, penggulungan, fermentasi dan pengeringan.",
          "Kegiatan ini cocok untuk anak-anak maupun dewasa; gunakan sepatu tertutup dan bawa jaket tipis karena embun pagi cukup dingin.",
        ),
        scene: "leaves",
      },
      {
        judul: "Wahana dan Kebun Stroberi",
        deskripsi: p(
          "Di area rekreasi tersedia flying fox sepanjang 150 meter di atas kebun teh, kolam renang anak, taman bermain dan kebun stroberi petik sendiri (buah ditimbang dan dibayar di kasir). Sepeda dan ATV dapat disewa untuk berkeliling jalan kebun.",
        ),
        scene: "tea",
      },
    ],
    gallery: [
      { nama: "Barisan teh di blok Sumberawan", scene: "tea" },
      { nama: "Pucuk teh dua daun", scene: "leaves" },
      { nama: "Kabut pagi di lereng Arjuno", scene: "tea" },
      { nama: "Jalan kebun menuju pabrik", scene: "pass" },
      { nama: "Pohon pelindung di tengah kebun", scene: "tea" },
    ],
    banners: [
      { judul: "Kebun Teh Wonosari", subjudul: "Petik teh pagi hari di lereng Gunung Arjuno" },
      { judul: "Tur Pabrik Teh", subjudul: "Dari pucuk segar hingga teh hitam di cangkir Anda" },
    ],
    directions: [
      {
        title: "Dari Kota Malang",
        deskripsi:
          p("Jarak ± 30 km, 45–60 menit dengan mobil.") +
          ol(
            "Ambil Jl. Raya Malang–Surabaya ke utara hingga Lawang.",
            "Belok kiri di pertigaan Polsek Lawang ke Jl. Wonosari.",
            "Ikuti petunjuk Agrowisata Wonosari sejauh 7 km hingga gerbang kebun.",
          ),
      },
      {
        title: "Dengan Kereta dan Angkutan Umum",
        deskripsi:
          p("Turun di Stasiun Lawang (KA lokal Penataran atau KA jarak jauh tertentu).") +
          ul(
            "Angkutan kota jurusan Lawang–Wonosari dari depan pasar Lawang, tarif ± Rp 10.000.",
            "Ojek daring tersedia sampai gerbang kebun.",
            "Tamu wisma dapat memesan antar-jemput stasiun.",
          ),
      },
    ],
    tickets: [
      {
        title: "Tiket Masuk",
        deskripsi: ul(
          "Hari kerja: Rp 20.000 per orang",
          "Akhir pekan dan libur nasional: Rp 25.000 per orang",
          "Anak di bawah 3 tahun gratis",
          "Parkir mobil Rp 10.000, motor Rp 5.000",
        ),
      },
      {
        title: "Jam Buka",
        deskripsi: p(
          "Setiap hari pukul 07.00–17.00. Tur pabrik hari Senin–Sabtu pukul 08.00–14.00 (pabrik libur hari Minggu).",
        ),
      },
      {
        title: "Paket Petik Teh",
        deskripsi: p(
          "Rp 125.000 per orang termasuk pemandu, caping, keranjang, tur pabrik dan 100 g teh Wonosari. Pesan minimal satu hari sebelumnya.",
        ),
      },
    ],
  },
  {
    slug: "kebun-kopi-blawan",
    nama: "Kebun Kopi Blawan & Pemandian Air Panas",
    kota: "Bondowoso",
    ringkasan:
      "Kebun kopi arabika tertua di dataran tinggi Ijen: tur pengolahan kopi, pemandian air panas alami dan air terjun Blawan.",
    alamat: "Desa Kalianyar, Kec. Ijen, Kabupaten Bondowoso",
    latitude: -8.0012,
    longitude: 114.1701,
    scene: "coffee",
    details: [
      {
        judul: "Rumah Kopi Java Ijen Arabica",
        deskripsi: p(
          "Blawan adalah salah satu kebun kopi arabika tertua di Jawa Timur, dibuka pada akhir abad ke-19 di kaldera tua Ijen pada ketinggian 900–1.500 mdpl. Tanah vulkanik, curah hujan yang cukup dan suhu harian yang sejuk membuat biji kopi di sini matang perlahan, menghasilkan cita rasa yang bersih dengan keasaman lembut dan aroma rempah yang dikenal dunia sebagai Java Ijen Arabica.",
          "Sebagian besar kopi diolah dengan proses basah (full wash) di pabrik kebun: ceri merah dikupas, difermentasi semalam, dicuci di kanal-kanal beton peninggalan Belanda, lalu dijemur dan dikeringkan. Pengunjung dapat mengikuti seluruh proses ini bersama pemandu kebun, dari memetik ceri merah hingga mencicipi hasil sangrai di Kedai Kopi Blawan.",
        ),
        scene: "cherries",
      },
      {
        judul: "Pemandian Air Panas Blawan",
        deskripsi: p(
          "Sumber air panas alami mengalir dari celah tebing di tepi Sungai Banyupahit, dengan suhu 38–42 °C dan kandungan belerang ringan. Tersedia kolam umum dan kamar rendam pribadi. Berendam setelah turun dari Kawah Ijen adalah cara terbaik mengembalikan tenaga.",
        ),
        scene: "crater",
      },
      {
        judul: "Air Terjun Blawan",
        deskripsi: p(
          "Lima belas menit berjalan kaki dari pemandian, air terjun setinggi 15 meter ini jatuh di antara dinding batu berwarna kuning kecokelatan akibat endapan belerang. Jalur setapak licin saat hujan; gunakan alas kaki yang baik.",
        ),
        scene: "river",
      },
    ],
    gallery: [
      { nama: "Ceri kopi arabika matang", scene: "cherries" },
      { nama: "Kebun kopi di bawah pohon pelindung", scene: "coffee" },
      { nama: "Kolam air panas Blawan", scene: "crater" },
      { nama: "Sungai Banyupahit", scene: "river" },
      { nama: "Daun kopi setelah hujan", scene: "leaves" },
      { nama: "Jalan menuju Blawan", scene: "pass" },
    ],
    banners: [
      { judul: "Kopi Blawan", subjudul: "Java Ijen Arabica dari kebunnya langsung" },
      { judul: "Berendam di Air Panas", subjudul: "Pemandian alami di tepi Sungai Banyupahit" },
    ],
    directions: [
      {
        title: "Dari Bondowoso",
        deskripsi:
          p("± 70 km, sekitar 2 jam.") +
          ol(
            "Bondowoso – Wonosari – Sukosari – Sempol.",
            "Dari Sempol ikuti papan Kebun Blawan (± 10 km).",
            "Parkir di depan pabrik kopi.",
          ),
      },
      {
        title: "Dari Banyuwangi",
        deskripsi: p(
          "± 75 km, sekitar 2,5 jam lewat Licin dan Paltuding. Tanjakan Erek-erek sangat curam; gunakan kendaraan bertenaga cukup atau lewat Bondowoso.",
        ),
      },
      {
        title: "Dengan Paket Tur",
        deskripsi: p(
          "Paket Tur Kopi Ijen menjemput dari wisma dan hotel grup di Bondowoso, Jember dan Banyuwangi. Lihat halaman tambah pesanan saat reservasi.",
        ),
      },
    ],
    tickets: [
      {
        title: "Tiket dan Tarif",
        deskripsi: ul(
          "Masuk kawasan kebun: Rp 10.000",
          "Pemandian air panas umum: Rp 15.000",
          "Kamar rendam pribadi: Rp 50.000 per 30 menit",
          "Tur pengolahan kopi: Rp 75.000 per orang",
        ),
      },
      {
        title: "Waktu Terbaik",
        deskripsi: p(
          "Musim panen kopi berlangsung Juni–Agustus, saat pabrik bekerja penuh. Pemandian buka setiap hari pukul 06.00–20.00.",
        ),
      },
    ],
  },
  {
    slug: "kawah-ijen",
    nama: "Pendakian Kawah Ijen dari Kebun Jampit",
    kota: "Bondowoso",
    ringkasan:
      "Berangkat dini hari dari kebun, menyaksikan api biru dan danau kawah asam terbesar di dunia saat matahari terbit.",
    alamat: "Paltuding, Kawasan Taman Wisata Alam Kawah Ijen",
    latitude: -8.0583,
    longitude: 114.2417,
    scene: "crater",
    details: [
      {
        judul: "Api Biru dan Danau Kawah",
        deskripsi: p(
          "Kawah Ijen menyimpan danau berwarna hijau toska selebar hampir satu kilometer dengan keasaman yang sangat tinggi. Pada dini hari, gas belerang yang keluar dari celah solfatara terbakar dan menyala biru — fenomena api biru yang hanya dapat dilihat dengan jelas di beberapa tempat di dunia. Para penambang belerang tradisional masih memikul bongkahan kuning dari dasar kawah hingga ke pos Paltuding.",
          "Paket pendakian dari kebun berangkat pukul 00.30 dengan kendaraan menuju Paltuding, lalu berjalan kaki 3 km (± 2 jam) menanjak ke bibir kawah. Pemandu membawa masker gas untuk setiap peserta, dan perjalanan turun ke dekat api biru hanya dilakukan bila kondisi gas aman. Setelah matahari terbit, rombongan kembali ke kebun untuk sarapan dan berendam di air panas Blawan.",
        ),
        scene: "crater",
      },
      {
        judul: "Persiapan Pendakian",
        deskripsi:
          p("Suhu di bibir kawah bisa mencapai 5 °C menjelang subuh.") +
          ul(
            "Jaket tebal, sarung tangan dan penutup kepala",
            "Sepatu mendaki dengan sol yang baik",
            "Senter kepala",
            "Air minum dan makanan ringan",
            "Surat keterangan sehat bagi peserta di atas 60 tahun",
          ),
        scene: "pass",
      },
    ],
    gallery: [
      { nama: "Danau kawah saat fajar", scene: "crater" },
      { nama: "Asap solfatara", scene: "crater" },
      { nama: "Jalur pendakian Paltuding", scene: "pass" },
      { nama: "Hutan cemara di lereng Ijen", scene: "river" },
    ],
    banners: [
      { judul: "Fajar di Kawah Ijen", subjudul: "Berangkat dari kebun pukul 00.30, pulang untuk sarapan" },
      { judul: "Api Biru Ijen", subjudul: "Pemandu berlisensi dan masker gas disediakan" },
    ],
    directions: [
      {
        title: "Penjemputan dari Kebun",
        deskripsi: p(
          "Kendaraan menjemput di Wisma Blawan, Cottage Arabika Ijen dan Villa Jampit pukul 00.30. Perjalanan ke Paltuding ± 45 menit.",
        ),
      },
      {
        title: "Kendaraan Pribadi",
        deskripsi: p(
          "Dari Sempol ikuti jalan ke Paltuding (± 20 km). Parkir di area Paltuding; jalur pendakian dibuka pukul 01.00–12.00 sesuai ketentuan pengelola kawasan.",
        ),
      },
    ],
    tickets: [
      {
        title: "Harga Paket",
        deskripsi: ul(
          "Paket pendakian dari kebun: Rp 350.000 per orang",
          "Termasuk transportasi, pemandu, masker gas dan sarapan",
          "Tiket masuk kawasan dibayar terpisah sesuai tarif resmi",
        ),
      },
      {
        title: "Penting",
        deskripsi: p(
          "Pendakian ditutup sewaktu-waktu bila aktivitas gas meningkat. Jika paket dibatalkan oleh pengelola, biaya dikembalikan penuh.",
        ),
      },
    ],
  },
  {
    slug: "kebun-kakao-kalibaru",
    nama: "Kebun Kopi & Kakao Kalibaru",
    kota: "Banyuwangi",
    ringkasan: "Jalan-jalan di kebun kakao dan kopi robusta, mencicipi biji kakao segar dan membuat cokelat sendiri.",
    alamat: "Kalibaru Wetan, Kec. Kalibaru, Kabupaten Banyuwangi",
    latitude: -8.2921,
    longitude: 113.9867,
    scene: "cacao",
    details: [
      {
        judul: "Dari Buah Kakao ke Cokelat",
        deskripsi: p(
          "Tur kebun dimulai di bawah naungan pohon kakao yang buahnya tumbuh langsung dari batang. Pemandu membelah buah yang matang sehingga pengunjung bisa mencicipi daging buahnya yang manis asam, lalu mengikuti proses fermentasi di kotak kayu, penjemuran dan penyangraian. Di ruang produksi kecil, setiap peserta membuat sebatang cokelat dengan campuran pilihan sendiri: gula aren, jahe, kopi atau kacang mete dari Banyuwangi.",
          "Selain kakao, kebun ini menanam kopi robusta dan cengkeh. Bila datang di musim cengkeh, aroma bunga yang dijemur di halaman tercium hingga ke jalan raya.",
        ),
        scene: "cacao",
      },
      {
        judul: "Naik Kereta ke Kebun",
        deskripsi: p(
          "Stasiun Kalibaru berjarak 1 km dari kebun. Jalur kereta Jember–Banyuwangi melintasi terowongan dan jembatan tinggi di Gunung Gumitir — salah satu perjalanan kereta terindah di Jawa.",
        ),
        scene: "pass",
      },
    ],
    gallery: [
      { nama: "Buah kakao di batang", scene: "cacao" },
      { nama: "Kebun kakao Kalibaru", scene: "cacao" },
      { nama: "Daun kakao muda", scene: "leaves" },
      { nama: "Kebun kopi robusta", scene: "coffee" },
    ],
    banners: [
      { judul: "Kakao Kalibaru", subjudul: "Buat cokelatmu sendiri dari biji kebun" },
      { judul: "Kebun di Jalur Kereta", subjudul: "1 km dari Stasiun Kalibaru" },
    ],
    directions: [
      {
        title: "Dengan Kereta",
        deskripsi: p(
          "KA Probowangi, Sri Tanjung dan Logawa berhenti di Stasiun Kalibaru. Dari stasiun berjalan kaki 15 menit atau dijemput petugas wisma.",
        ),
      },
      {
        title: "Dengan Mobil",
        deskripsi: p("Dari Jember ± 1,5 jam lewat Gunung Gumitir; dari Banyuwangi ± 1,5 jam lewat Genteng."),
      },
    ],
    tickets: [
      {
        title: "Tur Kebun",
        deskripsi: ul(
          "Tur kebun dan pabrik: Rp 50.000 per orang",
          "Kelas membuat cokelat: Rp 95.000 per orang (termasuk tur)",
          "Rombongan di atas 20 orang mendapat potongan 10%",
        ),
      },
      {
        title: "Jadwal",
        deskripsi: p("Tur berangkat setiap hari pukul 08.00, 10.00 dan 14.00 dari lobi Wisma Kebun Kalibaru."),
      },
    ],
  },
  {
    slug: "gumitir",
    nama: "Panorama Gunung Gumitir",
    kota: "Jember",
    ringkasan:
      "Titik pandang di puncak jalur Jember–Banyuwangi: kebun karet dan kopi, terowongan kereta tua dan kafe kebun.",
    alamat: "Desa Sidomulyo, Kec. Silo, Kabupaten Jember",
    latitude: -8.2367,
    longitude: 113.8719,
    scene: "pass",
    details: [
      {
        judul: "Jalur Berkelok dan Terowongan Mrawan",
        deskripsi: p(
          "Jalan nasional yang membelah Gunung Gumitir dibangun di atas jalur kuda era kolonial dan kini menjadi penghubung utama Jember dan Banyuwangi. Dari gardu pandang di puncak, lembah kebun karet dan kopi terbentang hingga ke dataran Jember. Di bawahnya, rel kereta menembus bukit lewat Terowongan Mrawan yang dibangun pada 1901–1902, salah satu terowongan kereta tertua di Jawa Timur.",
          "Pagi hari kabut sering menyelimuti lembah, sementara sore hari matahari terbenam tepat di arah barat. Monyet ekor panjang kerap terlihat di tepi jalan; jangan memberi mereka makan.",
        ),
        scene: "pass",
      },
      {
        judul: "Kebun Karet dan Kopi",
        deskripsi: p(
          "Lereng Gumitir ditanami karet sejak awal abad ke-20. Pemandu kebun dapat menunjukkan cara menyadap karet pada pagi hari, dilanjutkan dengan mencicipi kopi robusta Gumitir.",
        ),
        scene: "coffee",
      },
    ],
    gallery: [
      { nama: "Lembah Gumitir", scene: "pass" },
      { nama: "Kebun karet di lereng", scene: "river" },
      { nama: "Kopi robusta Gumitir", scene: "cherries" },
      { nama: "Kabut pagi di puncak", scene: "tea" },
    ],
    banners: [
      { judul: "Puncak Gumitir", subjudul: "Singgah, ngopi dan nikmati lembahnya" },
      { judul: "Terowongan Mrawan", subjudul: "Jejak kereta tahun 1902" },
    ],
    directions: [
      {
        title: "Dari Jember",
        deskripsi: p("± 40 km ke timur lewat Mayang dan Silo, sekitar 1 jam."),
      },
      {
        title: "Dari Banyuwangi",
        deskripsi: p("± 60 km ke barat lewat Genteng dan Kalibaru, sekitar 1,5 jam."),
      },
    ],
    tickets: [
      {
        title: "Gratis",
        deskripsi: p("Gardu pandang terbuka untuk umum tanpa tiket. Parkir di area Kafe Puncak Gumitir."),
      },
      {
        title: "Tur Sadap Karet",
        deskripsi: p("Rp 40.000 per orang, pukul 06.00–08.00, pesan di Wisma Gumitir."),
      },
    ],
  },
  {
    slug: "arung-jeram-kalibaru",
    nama: "Arung Jeram Sungai Kalibaru",
    kota: "Banyuwangi",
    ringkasan: "Menyusuri 9 km jeram kelas II–III di sungai yang mengalir melewati kebun kopi dan kakao.",
    alamat: "Titik start Dam Kebun Kalibaru, Kec. Kalibaru, Kabupaten Banyuwangi",
    latitude: -8.3012,
    longitude: 113.9771,
    scene: "river",
    details: [
      {
        judul: "Rute dan Jeram",
        deskripsi: p(
          "Perjalanan dimulai dari dam irigasi kebun dan berakhir di jembatan desa, sejauh 9 km dalam 2–2,5 jam. Sungai ini memiliki lebih dari 20 jeram kelas II–III, diselingi bagian tenang di mana perahu melintas di bawah tebing yang ditumbuhi pakis dan pohon aren. Di tengah rute, rombongan berhenti di pos istirahat untuk menikmati kopi dan pisang goreng dari kebun.",
          "Setiap perahu dipandu oleh pemandu bersertifikat, dan semua peserta mendapat pengarahan keselamatan, helm, pelampung dan dayung. Usia minimal peserta 10 tahun.",
        ),
        scene: "river",
      },
      {
        judul: "Waktu Terbaik",
        deskripsi: p(
          "Debit air paling seru pada musim hujan (November–April). Pada musim kemarau rute dipersingkat menjadi 6 km agar tetap aman dan menyenangkan.",
        ),
        scene: "river",
      },
    ],
    gallery: [
      { nama: "Jeram pertama setelah dam", scene: "river" },
      { nama: "Tebing pakis", scene: "leaves" },
      { nama: "Pos istirahat di kebun", scene: "coffee" },
      { nama: "Finis di jembatan desa", scene: "river" },
    ],
    banners: [
      { judul: "Arung Jeram Kalibaru", subjudul: "20 jeram, 9 km, dua jam penuh tawa" },
      { judul: "Pemandu Bersertifikat", subjudul: "Perlengkapan keselamatan lengkap" },
    ],
    directions: [
      {
        title: "Titik Kumpul",
        deskripsi: p(
          "Berkumpul di lobi Wisma Kebun Kalibaru pukul 08.00; kendaraan mengantar ke titik start (10 menit).",
        ),
      },
      {
        title: "Dari Stasiun Kalibaru",
        deskripsi: p("Petugas menjemput di stasiun bila peserta datang dengan kereta pagi."),
      },
    ],
    tickets: [
      {
        title: "Harga",
        deskripsi: ul(
          "Rp 225.000 per orang (minimal 4 orang per perahu)",
          "Termasuk perlengkapan, asuransi, makan siang dan dokumentasi",
          "Anak 10–12 tahun wajib didampingi orang tua",
        ),
      },
      {
        title: "Yang Perlu Dibawa",
        deskripsi: ul("Pakaian ganti", "Sandal gunung", "Tabir surya"),
      },
    ],
  },
  {
    slug: "kebun-teh-kertowono",
    nama: "Kebun Teh Kertowono & Air Terjun",
    kota: "Lumajang",
    ringkasan:
      "Kebun teh di lereng Gunung Lemongan dengan pemandangan Semeru, pabrik teh dan air terjun di tepi kebun.",
    alamat: "Desa Gucialit, Kec. Gucialit, Kabupaten Lumajang",
    latitude: -8.0871,
    longitude: 113.0749,
    scene: "tea",
    details: [
      {
        judul: "Teh dengan Latar Semeru",
        deskripsi: p(
          "Kebun Teh Kertowono terletak pada ketinggian 1.200–1.500 mdpl. Saat cuaca cerah, puncak Semeru yang mengepulkan asap terlihat jelas dari gardu pandang di blok atas. Pabrik teh Kertowono mengolah teh hitam ortodoks dengan mesin-mesin lama yang masih terawat, dan pengunjung dapat melihat prosesnya dari balkon pabrik.",
        ),
        scene: "tea",
      },
      {
        judul: "Air Terjun Tepi Kebun",
        deskripsi: p(
          "Sepuluh menit berjalan kaki dari kantor kebun, air terjun setinggi 20 meter jatuh ke kolam jernih yang dikelilingi pakis. Jalur setapak sudah dilengkapi anak tangga dan pegangan.",
        ),
        scene: "river",
      },
      {
        judul: "Berkemah",
        deskripsi: p(
          "Area kemah di blok atas menyediakan tenda, matras dan kayu bakar untuk api unggun. Malam hari langit sangat cerah untuk melihat bintang.",
        ),
        scene: "tea",
      },
    ],
    gallery: [
      { nama: "Kebun teh Kertowono", scene: "tea" },
      { nama: "Air terjun di tepi kebun", scene: "river" },
      { nama: "Pucuk teh Kertowono", scene: "leaves" },
      { nama: "Jalan kebun Gucialit", scene: "pass" },
      { nama: "Blok atas menjelang senja", scene: "tea" },
    ],
    banners: [
      { judul: "Kertowono", subjudul: "Kebun teh dengan latar Gunung Semeru" },
      { judul: "Kemah di Kebun Teh", subjudul: "Tenda, api unggun dan langit penuh bintang" },
    ],
    directions: [
      {
        title: "Dari Lumajang",
        deskripsi: ol(
          "Ke arah Senduro, belok ke Gucialit di pertigaan Kandangtepus.",
          "Ikuti jalan menanjak ± 12 km hingga gerbang kebun.",
        ),
      },
      {
        title: "Dari Malang",
        deskripsi: p("± 3 jam lewat Tumpang – Senduro bila jalur Piket Nol dibuka, atau lewat Probolinggo – Klakah."),
      },
    ],
    tickets: [
      {
        title: "Tiket",
        deskripsi: ul(
          "Masuk kebun: Rp 10.000 per orang",
          "Tur pabrik: Rp 30.000 per orang",
          "Sewa tenda 2 orang: Rp 100.000 per malam",
        ),
      },
      {
        title: "Jam Buka",
        deskripsi: p("Kebun dan air terjun: setiap hari 07.00–16.00. Area kemah menerima tamu hingga pukul 18.00."),
      },
    ],
  },
];
