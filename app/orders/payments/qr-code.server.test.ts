import { describe, expect, it } from "vitest";
import { drawQr } from "./qr-code.server";

describe("payment QR drawing", () => {
  it("draws a QRIS payload as one path of dark runs inside a quiet zone", () => {
    const qr = drawQr("00020101021226620014COM.GO-JEK.WWW011893600914300000000102150000000000000000303UMI51440014ID.CO.QRIS.WWW0215ID10200000000000303UMI5204581253033605802ID5910Agrowisata6006MALANG6304ABCD");
    // Version 6 or more at medium correction for a payload this long, plus 4 quiet modules a side.
    expect(qr.size).toBeGreaterThanOrEqual(41 + 8);
    expect(qr.path).toMatch(/^M4 4h7v1h-7z/); // the top-left finder pattern starts after the quiet zone
    expect(qr.path).not.toMatch(/M[0-3] /);
  });
});
