import type { Widen } from "../widen";

/** The guest ↔ operator chat: the pre-chat dialog, the offline message form and the socket's error frames. */
const chat = {
  chat: {
    guestForm: {
      title: "Silahkan Masukkan Email dan Nama Anda",
      name: "Nama",
      email: "Email",
      ok: "OK",
      cancel: "Batal",
    },
    offlineForm: {
      title: "Tinggalkan pesan",
      text: "Pesan",
      send: "Kirim",
      sent: "Terima kasih, pesan Anda sudah kami terima. Kami akan membalas melalui email.",
    },
    errors: {
      nameRequired: "Nama wajib diisi.",
      nameTooLong: "Nama tidak boleh lebih dari 50 karakter.",
      emailRequired: "Email wajib diisi.",
      emailInvalid: "Email tidak valid.",
      emailTooLong: "Email tidak boleh lebih dari 100 karakter.",
      textRequired: "Pesan wajib diisi.",
      textTooLong: "Pesan tidak boleh lebih dari {{max}} karakter.",
      tooManyOfflineMessages: "Terlalu banyak pesan dari alamat Anda. Silahkan coba beberapa saat lagi.",
    },
    socket: {
      badFrame: "Pesan tidak dapat dibaca oleh server.",
      messageEmpty: "Pesan kosong tidak dikirim.",
      messageTooLong: "Pesan tidak boleh lebih dari {{max}} karakter.",
      rateLimited: "Terlalu banyak pesan. Tunggu sebentar lalu kirim lagi.",
      operatorOffline: "Maaf, operator kami sedang offline. Silahkan coba beberapa saat lagi",
      operatorsBusy: "Semua operator kami sedang melayani tamu lain. Pesan Anda tetap tersimpan dan akan dijawab begitu ada operator yang luang.",
      notAllowed: "Tindakan ini tidak diizinkan.",
      serverError: "Terjadi kesalahan pada server. Silahkan coba lagi.",
    },
    refusal: {
      crossSite: "Sambungan chat ditolak: permintaan datang dari situs lain.",
      signInRequired: "Silahkan isi nama dan email Anda, atau masuk, untuk memulai chat.",
      forbidden: "Anda tidak berhak membuka percakapan ini.",
      badRequest: "Permintaan chat tidak valid.",
      upgradeRequired: "Alamat ini hanya menerima sambungan WebSocket.",
    },
    replyEmail: {
      subject: "Operator kami telah membalas chat Anda",
      greeting: "Halo {{name}},",
      intro: "Operator kami membalas pesan Anda di chat setelah Anda meninggalkan halaman:",
      more: "Buka chat untuk membaca seluruh percakapan dan membalasnya.",
      action: "Buka chat",
      linkFallback: "Jika tombol tidak berfungsi, salin tautan ini ke browser Anda:",
      signature: "Salam hangat,\nTim Agrowisata",
      footer: "Email ini dikirim otomatis oleh {{site}} karena Anda memulai chat di sana.",
    },
    staffEmail: {
      storedSubject: "Pesan chat (operator offline)",
      subject: "Pesan chat saat operator offline dari {{nama}}",
      intro: "Seorang pengunjung meninggalkan pesan di chat ketika tidak ada operator yang online.",
      from: "Dari",
      message: "Pesan",
      replyHint: "Balas langsung ke alamat email pengunjung.",
    },
  },
};

export default chat;
export type ChatMessages = Widen<typeof chat>;
