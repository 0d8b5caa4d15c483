import { defineMessages, type MessagesOf } from '../../lib/i18n/messages';

/**
 * The map's own texts: its loading overlay, attribution, cluster titles and the "Map unavailable"
 * panel.
 */
const en = {
  loading: 'Loading map...',
  poweredBy: 'Powered by Google Maps',
  'unavailable.title': 'Map unavailable',
  // One sentence per reason (MapUnavailableReason); the console logs them in English.
  'unavailable.no-key':
    'No Google Maps API key is configured for this site, so the map cannot be shown.',
  'unavailable.offline': 'You are offline, so the map cannot be loaded.',
  'unavailable.failed': 'The map could not load. Check the API key and the internet connection.',
  'unavailable.auth-failure':
    'Google Maps refused the API key. Check the API key and the websites it is allowed on.',
  'unavailable.locations': 'Locations',
  'unavailable.more': '…and {count} more.',
  // A group of pins on the map (at least 2), as the clusterer's default titles it.
  cluster: 'Cluster of {count} markers',
};

// The loader's type is written out: inferred, it would go round through messages.hi.ts's type.
export const mapMessages = defineMessages('map', en, {
  hi: () => import('./messages.hi').then((m): MessagesOf<typeof en> => m.hi),
});
