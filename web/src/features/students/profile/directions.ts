/** Google Maps directions to a point, from wherever the user is (Maps URLs, api=1). */
export function directionsUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
