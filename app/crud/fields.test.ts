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

  it.each(["", "abc", "12a", "1e5", "--1"])("refuse %j", (raw) => {
    expect(parseWholeNumber(raw)).toBeNull();
  });

  it("show thousands separators in the page's language", () => {
    expect(formatWholeNumber(1_500_000, "id")).toBe("1.500.000");
    expect(formatWholeNumber(1_500_000, "en")).toBe("1,500,000");
    expect(formatWholeNumber(null, "id")).toBe("");
  });
});

describe("price fields (7 integer and 2 decimal digits)", () => {
  it.each([
    ["1.500.000", 1_500_000],
    ["1,500,000.50", 1_500_000.5],
    ["9.999.999,99", 9_999_999.99],
    ["150000,5", 150_000.5],
    ["0", 0],
    ["0007", 7],
  ])("read %j as %d", (raw, value) => {
    expect(parsePrice(raw)).toBe(value);
  });

  it.each(["12.345.678", "10000000", "1,5,0", "1.5000", "abc", "", "-5"])("refuse %j", (raw) => {
    expect(parsePrice(raw)).toBeNull();
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
      harga: ["crud.validation.price"],
      luas: ["crud.validation.tooSmall"],
      tanggal: ["crud.validation.date"],
      ket: ["crud.validation.invalidChoice"],
      hotelId: ["crud.validation.invalidChoice"],
    });
    expect(schema.safeParse({ nama: "panjang sekali", harga: "1" }).error?.flatten().fieldErrors.nama).toEqual(["crud.validation.tooLong"]);
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
