/** A link that opens the coordinates in OpenStreetMap (no third-party script on our pages). */
export function mapLink(latitude: number, longitude: number, zoom = 15): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
