import { describe, expect, it } from "vitest";
import { formatWholeNumber, formSchema, imageProblem, MAX_IMAGE_BYTES, parsePrice, parseWholeNumber, sniffImageType, type FieldSpec } from "./fields";
import { listQuery, resourceKey } from "./view";

describe("number fields", () => {
  it.each([
    ["1.500.000", 1_500_000],
    ["1,500,000", 1_500_000],
    [" 24 ", 24],
    ["1 024", 1024],
    ["-5", -5],
  ])("read %j as %d (dots, commas and spaces are separators)", (raw, value) => {
    expect(parseWholeNumber(raw)).toBe(value);
  });

  it.each(["", "abc", "12a", "1e5", "--1", "1.5", "1,50", "15.00", "1.5000", "1 02"])("refuse %j (a decimal is not read as a bigger whole number)", (raw) => {
    expect(parseWholeNumber(raw)).toBeNull();
  });

  it("show thousands separators in the page's language", () => {
    expect(formatWholeNumber(1_500_000, "id")).toBe("1.500.000");
    expect(formatWholeNumber(1_500_000, "en")).toBe("1,500,000");
    expect(formatWholeNumber(null, "id")).toBe("");
  });
});

describe("price fields (7 integer and 2 decimal digits, whole Rupiah)", () => {
  it.each([
    ["1.500.000", 1_500_000],
    ["1,500,000.50", 1_500_000.5],
    ["9.999.999,99", 9_999_999.99],
    ["150000,5", 150_000.5],
    ["12.345.678", 12_345_678],
    ["0", 0],
    ["0007", 7],
  ])("read %j as %d", (raw, value) => {
    expect(parsePrice(raw)).toBe(value);
  });

  it.each(["1,5,0", "1.5000", "abc", "", "-5"])("refuse %j", (raw) => {
    expect(parsePrice(raw)).toBeNull();
  });

  const price = formSchema([{ name: "harga", kind: "price", required: true }]);
  const free = formSchema([{ name: "harga", kind: "price", required: true, free: true }]);
  const errors = (schema: typeof price, harga: string) => schema.safeParse({ harga }).error?.flatten().fieldErrors.harga;

  it("accept whole Rupiah up to Rp 9.999.999, with or without ,00", () => {
    expect(price.parse({ harga: "150.000,00" })).toEqual({ harga: 150_000 });
    expect(price.parse({ harga: "9.999.999" })).toEqual({ harga: 9_999_999 });
  });

  it("say what is wrong: cents, 0 (unless the field may be free), over the ceiling, not a price", () => {
    expect(errors(price, "150000,5")).toEqual(["validationStaff.wholeRupiah"]);
    expect(errors(price, "0")).toEqual(["validationStaff.priceZero"]);
    expect(errors(price, "10.000.000")).toEqual(["validationStaff.priceMax?max=9999999"]);
    expect(errors(price, "gratis")).toEqual(["validationStaff.rupiah"]);
    expect(free.parse({ harga: "0" })).toEqual({ harga: 0 });
  });
});

describe("the form schema built from field specs", () => {
  const fields: FieldSpec[] = [
    { name: "nama", kind: "text", required: true, requiredMessage: "crud.validation.kotaNamaRequired", max: 5 },
    { name: "harga", kind: "price", required: true },
    { name: "luas", kind: "int", min: 0 },
    { name: "tanggal", kind: "date" },
    { name: "aktif", kind: "boolean" },
    { name: "ket", kind: "choice", choices: ["HOTEL", "COTTAGE"] },
    { name: "hotelId", kind: "ref" },
    { name: "fasilitas", kind: "refs" },
    { name: "foto", kind: "photos", slots: 5 },
  ];
  const schema = formSchema(fields);

  it("turns form strings into typed values", () => {
    const parsed = schema.parse({ nama: " Bogor ", harga: "1.250.000", luas: "", tanggal: "2026-02-28", aktif: "on", ket: "HOTEL", hotelId: "7", fasilitas: ["1", "2"] });
    expect(parsed).toEqual({ nama: "Bogor", harga: 1_250_000, luas: null, tanggal: "2026-02-28", aktif: true, ket: "HOTEL", hotelId: 7, fasilitas: [1, 2] });
    expect(schema.parse({ nama: "x", harga: "1", fasilitas: "3" })).toMatchObject({ aktif: false, fasilitas: [3], hotelId: null });
  });

  it("reports each problem as a message key on its field", () => {
    const result = schema.safeParse({ nama: "  ", harga: "12.345.678", luas: "-1", tanggal: "2026-02-30", ket: "VILLA", hotelId: "x" });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : result.error.flatten().fieldErrors;
    expect(errors).toMatchObject({
      nama: ["crud.validation.kotaNamaRequired"],
      harga: ["validationStaff.priceMax?max=9999999"],
      luas: ["validationStaff.atLeast?min=0"],
      tanggal: ["crud.validation.date"],
      ket: ["crud.validation.invalidChoice"],
      hotelId: ["crud.validation.invalidChoice"],
    });
    expect(schema.safeParse({ nama: "panjang sekali", harga: "1" }).error?.flatten().fieldErrors.nama).toEqual(["validation.tooLong?count=5"]);
  });

  it("keeps dates within 2000–2100: 0000-01-01 made a row no page could open again", () => {
    const tanggal = (value: string) => schema.safeParse({ nama: "x", harga: "1", tanggal: value }).error?.flatten().fieldErrors.tanggal;
    for (const value of ["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31"]) expect(tanggal(value)).toEqual(["validationStaff.dateRange?from=2000&to=2100"]);
    expect(tanggal("2000-01-01")).toBeUndefined();
    expect(tanggal("2100-12-31")).toBeUndefined();
  });

  it("drops control characters from text, keeps line breaks in long text only, and refuses direction controls in one line", () => {
    const text = formSchema([
      { name: "nama", kind: "text", max: 10 },
      { name: "catatan", kind: "textarea" },
    ]);
    expect(text.parse({ nama: "Ka\u0000 Ria\u0007", catatan: "baris\r\nkedua\u0000\tTab \u202Eok" })).toEqual({ nama: "Ka Ria", catatan: "baris\nkedua\tTab \u202Eok" });
    expect(text.parse({ nama: "a\r\nb" }).nama).toBe("a b");
    // The characters removed do not count against the length.
    expect(text.parse({ nama: `${"a".repeat(10)}\u0000` }).nama).toBe("a".repeat(10));
    for (const mark of ["\u202E", "\u2066", "\u200F", "\u061C"]) {
      expect(text.safeParse({ nama: `a${mark}b` }).error?.flatten().fieldErrors.nama, JSON.stringify(mark)).toEqual(["validation.bidi"]);
    }
  });
});

describe("uploads", () => {
  it("recognise JPEG, PNG and WebP by their bytes only", () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffImageType(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });

  it("refuse more than 2 MiB with the spec's message key", () => {
    expect(imageProblem(MAX_IMAGE_BYTES, "image/png")).toBeNull();
    expect(imageProblem(MAX_IMAGE_BYTES + 1, "image/png")).toBe("crud.validation.imageTooLarge");
    expect(imageProblem(10, null)).toBe("crud.validation.imageType");
  });
});

describe("list links", () => {
  const list = { page: { page: 2, pages: 3, from: 21, to: 40, total: 50, offset: 20, size: 20 }, sort: { field: "nama", direction: "desc" as const }, search: "bo" };
  it("keep page, sort and search, leaving out defaults", () => {
    expect(listQuery(list)).toBe("?page=2&sort=nama%2Cdesc&q=bo");
    expect(listQuery(list, { page: 1, sort: "id,asc", search: "" })).toBe("");
  });
  it("name resources' messages in camelCase", () => {
    expect(resourceKey("kafe-banner")).toBe("kafeBanner");
    expect(resourceKey("kota")).toBe("kota");
  });
});
