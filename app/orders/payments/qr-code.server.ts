import { encode } from "uqr";

/** A QR code as one SVG path: `size` modules square (quiet zone included), each dark module a unit square. */
export interface QrDrawing {
  size: number;
  path: string;
}

/**
 * Draws a payment QR (a QRIS payload, or the simulator's scanner link) on the server, so the page shows it
 * without JavaScript and without sending the payload to a third-party QR service. Medium error correction,
 * the four-module quiet zone the QR standard asks for.
 */
export function drawQr(payload: string): QrDrawing {
  const qr = encode(payload, { ecc: "M", border: 4 });
  const parts: string[] = [];
  qr.data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      // A run of dark modules on one row is one rectangle: a much shorter path than a square per module.
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return { size: qr.size, path: parts.join("") };
}
