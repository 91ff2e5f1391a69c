/** A link that opens the coordinates in OpenStreetMap (no third-party script on our pages). */
export function mapLink(latitude: number, longitude: number, zoom = 15): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** The same place in Google Maps (a plain link; nothing is embedded). */
export function googleMapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}
