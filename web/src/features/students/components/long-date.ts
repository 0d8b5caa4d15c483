import type { Language } from '../../../lib/i18n/catalog';
import { formatDate } from '../../../lib/i18n/format';

/** A record's date ("2012-03-15") in words: "15 March 2012", "15 मार्च 2012". */
export function longDate(iso: string, language: Language): string {
  // The day as written, whatever the device's time zone (Date.parse would read it as UTC).
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(year, month - 1, day), language);
}
