// Calendar dates as the app stores them: "YYYY-MM-DD", in India's calendar.

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000;

/** "2024-02-29" is a real date, "2023-02-31" is not (Date.parse would roll it into March). */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Today in India ("YYYY-MM-DD"), where the app's users are, whatever the device's zone. */
export function todayIso(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** How long from `now` until India's next day begins (its midnight). */
export function msUntilNextIndianDay(now = new Date()): number {
  const day = 86_400_000;
  const india = now.getTime() + IST_OFFSET_MS;
  return (Math.floor(india / day) + 1) * day - india;
}

/** "2026-11-27 15:30 IST": an instant as India's clock read it. */
export function indianDateTime(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS).toISOString();
  return `${india.slice(0, 10)} ${india.slice(11, 16)} IST`;
}

/** "2027-01-01" → "01-01-2027": a day as Indian offices write it, the same in every language. */
export function dayMonthYear(iso: string): string {
  return iso.split('-').reverse().join('-');
}
