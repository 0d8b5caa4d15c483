import type { MessagesOf } from '../../lib/i18n/messages';
import type { mapMessages } from './messages';

export const hi: MessagesOf<(typeof mapMessages)['en']> = {
  loading: 'नक्शा लोड हो रहा है...',
  poweredBy: 'Google Maps द्वारा संचालित',
  'unavailable.title': 'नक्शा उपलब्ध नहीं',
  'unavailable.no-key':
    'इस साइट के लिए कोई Google Maps API कुंजी सेट नहीं है, इसलिए नक्शा नहीं दिखाया जा सकता।',
  'unavailable.offline': 'आप ऑफ़लाइन हैं, इसलिए नक्शा लोड नहीं हो सकता।',
  'unavailable.failed': 'नक्शा लोड नहीं हो सका। API कुंजी और इंटरनेट कनेक्शन जाँचें।',
  'unavailable.auth-failure':
    'Google Maps ने API कुंजी अस्वीकार कर दी। API कुंजी और जिन वेबसाइटों पर उसकी अनुमति है, उन्हें जाँचें।',
  'unavailable.locations': 'स्थान',
  'unavailable.more': '…और {count} और।',
  cluster: '{count} पिनों का समूह',
};
