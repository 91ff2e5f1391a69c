import { encode } from "uqr";

/** Pixels per QR module in the saved image: a QRIS code (~41 modules with its quiet zone) becomes ~330 px. */
const MODULE_PX = 8;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  // "deflate" is the zlib format PNG's image data is written in.
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A payment QR as a PNG file (black on white, 8-bit greyscale, the four-module quiet zone kept), for the
 * "save the QR code" link: a phone's gallery and its banking app open a PNG, not an SVG. The same encoding
 * as the QR drawn on the page (`drawQr`): medium error correction.
 */
export async function qrPng(payload: string): Promise<Uint8Array<ArrayBuffer>> {
  const qr = encode(payload, { ecc: "M", border: 4 });
  const width = qr.size * MODULE_PX;
  // Each scanline: a filter byte (0, none) and one byte per pixel.
  const raw = new Uint8Array((width + 1) * width);
  qr.data.forEach((row, y) => {
    const line = new Uint8Array(width + 1);
    row.forEach((dark, x) => line.fill(dark ? 0 : 255, 1 + x * MODULE_PX, 1 + (x + 1) * MODULE_PX));
    for (let dy = 0; dy < MODULE_PX; dy++) raw.set(line, (y * MODULE_PX + dy) * (width + 1));
  });
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, width);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", await zlib(raw)),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
