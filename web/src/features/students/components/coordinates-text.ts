import { messagesNow, type TranslateOf } from '../../../lib/i18n/messages';
import { studentRecordMessages } from './messages';

/** A point as the picker takes and gives it. */
export type LatLngValue = { lat: number; lng: number };

type Translate = TranslateOf<(typeof studentRecordMessages)['en']>;

/** The picker's two typed fields by axis: their words, their range and an example value. */
export const AXES = {
  lat: {
    label: 'picker.latitude',
    notNumber: 'picker.latitudeNotNumber',
    outOfRange: 'picker.latitudeRange',
    missing: 'picker.latitudeToo',
    max: 90,
    example: '28.61',
  },
  lng: {
    label: 'picker.longitude',
    notNumber: 'picker.longitudeNotNumber',
    outOfRange: 'picker.longitudeRange',
    missing: 'picker.longitudeToo',
    max: 180,
    example: '77.21',
  },
} as const;
export type Axis = keyof typeof AXES;

export type Texts = Record<Axis, string>;
export type Errors = Partial<Record<Axis, string>>;

/** Six decimals (about 10 cm) are plenty for a home; a map click gives many more. */
const toText = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** The fields as a point fills them in, or empty for none. */
export function textsOf(value: LatLngValue | null): Texts {
  return value ? { lat: toText(value.lat), lng: toText(value.lng) } : { lat: '', lng: '' };
}

/** One field: '' is "not given", otherwise a number inside the axis' range, or a message. */
function parseAxis(axis: Axis, text: string, t: Translate): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const { notNumber, outOfRange, max, example } = AXES[axis];
  const number = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isFinite(number)) return t(notNumber, { example });
  if (number < -max || number > max) return t(outOfRange, { max });
  return number;
}

/**
 * Both fields or neither: the location as numbers, null for none, or the fields' messages (in the
 * language of `t`; by default the current one).
 */
export function parseLocation(
  texts: Texts,
  t: Translate = messagesNow(studentRecordMessages),
): { value: LatLngValue | null } | { errors: Errors } {
  const lat = parseAxis('lat', texts.lat, t);
  const lng = parseAxis('lng', texts.lng, t);
  const errors: Errors = {};
  if (typeof lat === 'string') errors.lat = lat;
  if (typeof lng === 'string') errors.lng = lng;
  if (lat === null && typeof lng === 'number') errors.lat = t(AXES.lat.missing);
  if (lng === null && typeof lat === 'number') errors.lng = t(AXES.lng.missing);
  if (errors.lat || errors.lng) return { errors };
  return { value: typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null };
}

/** Why "Use my current location" gave nothing, in words (codes of GeolocationPositionError). */
export function geolocationMessage(code: number | 'unsupported', t: Translate): string {
  switch (code) {
    case 'unsupported':
      return t('picker.geoUnsupported');
    case 1:
      return t('picker.geoRefused');
    case 3:
      return t('picker.geoTimeout');
    default:
      return t('picker.geoFailed');
  }
}
