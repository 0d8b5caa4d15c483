import type { MessagesOf } from '../lib/i18n/messages';
import type { syncMessages } from './messages';

export const hi: MessagesOf<(typeof syncMessages)['en']> = {
  'sync.notSaved': 'सहेजा नहीं गया: {what}',
  'sync.waitingCount': {
    one: '{count} बदलाव सिंक होना बाकी',
    other: '{count} बदलाव सिंक होने बाकी',
  },
  'sync.waiting': 'बदलाव सिंक होने बाकी',
  'sync.offline': 'ऑफ़लाइन',
  'sync.sending': 'आपके सहेजे गए बदलाव सर्वर को भेजे जा रहे हैं।',
  'sync.offlinePending':
    'आप ऑफ़लाइन हैं। आपके बदलाव इस डिवाइस पर सहेजे गए हैं और ऑनलाइन होते ही सिंक हो जाएँगे।',
  'sync.offlineIdle': 'आप ऑफ़लाइन हैं। आप इस डिवाइस पर रखे रिकॉर्ड के साथ काम करते रह सकते हैं।',
};
