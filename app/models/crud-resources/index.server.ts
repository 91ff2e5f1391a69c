import type { ResourceDefinition } from "~/crud/define";
import { withTranslations } from "~/models/crud-translations.server";
import alasanKepuasan from "./alasan-kepuasan.server";
import banner from "./banner.server";
import biaya from "./biaya.server";
import caraBayar from "./cara-bayar.server";
import currency from "./currency.server";
import event from "./event.server";
import faq from "./faq.server";
import fasilitas from "./fasilitas.server";
import gudang from "./gudang.server";
import homestay from "./homestay.server";
import homestayFoto from "./homestay-foto.server";
import identitas from "./identitas.server";
import jenis from "./jenis.server";
import jenisUsaha from "./jenis-usaha.server";
import kabupaten from "./kabupaten.server";
import kafe from "./kafe.server";
import kafeBanner from "./kafe-banner.server";
import kafeGaleri from "./kafe-galeri.server";
import kafeLokasi from "./kafe-lokasi.server";
import kafeMenu from "./kafe-menu.server";
import kamar from "./kamar.server";
import kamarhomestay from "./kamarhomestay.server";
import kategoriFaq from "./kategori-faq.server";
import kelompokPembayaran from "./kelompok-pembayaran.server";
import kontak from "./kontak.server";
import kota from "./kota.server";
import libur from "./libur.server";
import link from "./link.server";
import metodePembayaran from "./metode-pembayaran.server";
import negara from "./negara.server";
import profil from "./profil.server";
import provinsi from "./provinsi.server";
import tambahan from "./tambahan.server";
import unit from "./unit.server";
import unitUsaha from "./unit-usaha.server";
import video from "./video.server";
import wisata from "./wisata.server";
import wisataBanner from "./wisata-banner.server";
import wisataDetail from "./wisata-detail.server";
import wisataGaleri from "./wisata-galeri.server";
import wisataLokasi from "./wisata-lokasi.server";
import wisataTiket from "./wisata-tiket.server";

/**
 * Every master-data resource the engine serves, in the order the /master index lists them. Adding a
 * table to the back-office is one definition file and one line here (ADR 017). Tables listed in
 * app/utils/translatable.ts get their English and French inputs here.
 */
export const RESOURCES: readonly ResourceDefinition[] = [
  kota,
  kamarhomestay,
  homestay,
  homestayFoto,
  kamar,
  fasilitas,
  jenis,
  kafe,
  kafeBanner,
  kafeGaleri,
  kafeLokasi,
  kafeMenu,
  wisata,
  wisataDetail,
  wisataGaleri,
  wisataBanner,
  wisataLokasi,
  wisataTiket,
  event,
  kategoriFaq,
  faq,
  video,
  banner,
  link,
  profil,
  kontak,
  kelompokPembayaran,
  metodePembayaran,
  caraBayar,
  alasanKepuasan,
  tambahan,
  biaya,
  identitas,
  negara,
  provinsi,
  kabupaten,
  currency,
  unit,
  gudang,
  jenisUsaha,
  unitUsaha,
  libur,
].map(withTranslations);

const BY_NAME = new Map(RESOURCES.map((definition) => [definition.name, definition]));

export function findResource(name: string): ResourceDefinition | undefined {
  return BY_NAME.get(name);
}
