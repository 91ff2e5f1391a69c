/**
 * JSON-LD (design §8) as a string safe to put inside a <script> element: "<" is escaped so no value
 * can close the element.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

export interface HotelLdInput {
  url: string;
  nama: string;
  alamat: string;
  kota: string;
  email: string | null;
  telepon: string | null;
  images: string[];
  ratingAvg: number;
  reviewCount: number;
  latitude: number | null;
  longitude: number | null;
  rooms: {
    nama: string;
    kapasitas: number;
    luas: number | null;
    hargaMalam: number;
    totalPayment: number;
    available: boolean;
  }[];
  cekin: string;
  cekout: string;
  /** The property's check-in from / check-out until, "HH:MM" in WIB. */
  jamCekin?: string;
  jamCekout?: string;
}

/** A WIB wall-clock time "HH:MM" as a schema.org Time, or nothing when it is not one. */
const wibTime = (hhmm: string | undefined) => (hhmm && /^\d{2}:\d{2}$/.test(hhmm) ? `${hhmm}:00+07:00` : undefined);

/** schema.org Hotel with its HotelRoom types and an Offer per room type for the searched stay. */
export function hotelJsonLd(input: HotelLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    name: input.nama,
    url: input.url,
    address: { "@type": "PostalAddress", streetAddress: input.alamat, addressLocality: input.kota, addressCountry: "ID" },
    ...(input.email ? { email: input.email } : {}),
    ...(input.telepon ? { telephone: input.telepon } : {}),
    ...(input.images.length ? { image: input.images } : {}),
    ...(input.latitude !== null && input.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude } }
      : {}),
    ...(wibTime(input.jamCekin) ? { checkinTime: wibTime(input.jamCekin) } : {}),
    ...(wibTime(input.jamCekout) ? { checkoutTime: wibTime(input.jamCekout) } : {}),
    ...(input.reviewCount > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: input.ratingAvg, reviewCount: input.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
    containsPlace: input.rooms.map((r) => ({
      "@type": "HotelRoom",
      name: r.nama,
      occupancy: { "@type": "QuantitativeValue", maxValue: r.kapasitas },
      ...(r.luas ? { floorSize: { "@type": "QuantitativeValue", value: r.luas, unitCode: "MTK" } } : {}),
    })),
    makesOffer: input.rooms.map((r) => ({
      "@type": "Offer",
      name: r.nama,
      priceCurrency: "IDR",
      price: r.totalPayment,
      priceSpecification: { "@type": "UnitPriceSpecification", price: r.hargaMalam, priceCurrency: "IDR", unitCode: "DAY" },
      availability: r.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      validFrom: input.cekin,
      validThrough: input.cekout,
      itemOffered: { "@type": "HotelRoom", name: r.nama },
    })),
  };
}
