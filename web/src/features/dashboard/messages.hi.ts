import type { MessagesOf } from '../../lib/i18n/messages';
import type { dashboardMessages } from './messages';

export const hi: MessagesOf<(typeof dashboardMessages)['en']> = {
  addStudent: 'नया विद्यार्थी जोड़ें',
  previousFailed: 'पिछले महीने के आँकड़े लोड नहीं हो सके, इसलिए कोई रुझान नहीं दिखाया गया है।',
  previousOffline: 'आप ऑफ़लाइन हैं: पिछले महीने के आँकड़े लोड होते ही रुझान दिखेंगे।',
  students: { one: '{count} विद्यार्थी', other: '{count} विद्यार्थी' },

  'stats.label': 'विद्यार्थियों के आँकड़े',
  'stats.total': 'कुल विद्यार्थी',
  'stats.primary': 'प्राथमिक स्तर',
  'stats.secondary': 'माध्यमिक स्तर',
  'stats.higher': 'उच्च शिक्षा',
  'trend.unavailable': 'रुझान उपलब्ध नहीं',
  'trend.noEarlierMonth': 'पिछले महीने का कोई आँकड़ा नहीं',
  'trend.newSinceLastMonth': 'पिछले महीने के बाद नए',
  'trend.change': 'पिछले महीने से {change}',

  'distribution.title': 'शिक्षा स्तर के अनुसार वितरण',
  'distribution.empty': 'अभी कोई विद्यार्थी नहीं है: विद्यार्थी जोड़ने पर वितरण दिखेगा।',
  'distribution.byCategory': 'श्रेणी के अनुसार',
  'distribution.byLevel': 'स्तर के अनुसार',
  'distribution.levelsPending': 'हर स्तर की गिनती तैयार की जा रही है और अगली दैनिक गिनती के बाद दिखेगी।',

  'quick.title': 'त्वरित कार्य',
  'quick.students': 'सभी विद्यार्थी देखें',
  'quick.map': 'पूरा नक्शा देखें',
  'quick.report': 'रिपोर्ट बनाएँ',

  'activities.title': 'हाल की गतिविधियाँ',
  'activities.list': 'हाल की गतिविधियाँ',
  'activities.offline': 'आप ऑफ़लाइन हैं, और हाल की गतिविधियाँ इस डिवाइस पर अभी लोड नहीं हुई हैं।',
  'activities.empty': 'अभी कोई गतिविधि नहीं: विद्यार्थी जोड़ने या उसकी जानकारी बदलने पर वह यहाँ दिखेगी।',
  'activities.someStudents': 'विद्यार्थी',
  'activities.aStudent': 'एक विद्यार्थी',
  'activities.by': '{name} द्वारा',
  'activities.justNow': 'अभी',
  'activities.add': 'नया विद्यार्थी जोड़ा गया',
  'activities.update': 'विद्यार्थी का रिकॉर्ड बदला गया',
  'activities.graduate': 'विद्यार्थी उत्तीर्ण के रूप में दर्ज',
  'activities.import': 'विद्यार्थी आयात किए गए',
  'activities.imported': {
    one: '{count} विद्यार्थी आयात किया गया',
    other: '{count} विद्यार्थी आयात किए गए',
  },

  'locations.title': 'विद्यार्थियों के स्थान',
  'locations.prompt':
    'देखें कि आपके विद्यार्थी कहाँ रहते हैं। धीमे कनेक्शन पर डेटा बचाने के लिए नक्शा उनके स्थान तभी लोड करता है जब आप कहें।',
  'locations.show': 'नक्शा दिखाएँ',
  'locations.offline': 'आप ऑफ़लाइन हैं, और विद्यार्थियों के स्थान इस डिवाइस पर अभी लोड नहीं हुए हैं।',
  'locations.mapLabel': 'विद्यार्थियों के स्थानों का नक्शा',
  'locations.listedBelow': 'जिन विद्यार्थियों का स्थान दर्ज है, उनकी सूची नीचे है।',
  'locations.none': 'अभी किसी विद्यार्थी का स्थान दर्ज नहीं है: विद्यार्थी के फ़ॉर्म में नक्शे पर स्थान चुनें।',
  'locations.count': '{total} में से {students} नक्शे पर।',
  'marker.viewProfile': 'प्रोफ़ाइल देखें',

  'map.title': 'विद्यार्थियों का नक्शा',
  'map.offline': 'आप ऑफ़लाइन हैं और विद्यार्थी इस डिवाइस पर अभी लोड नहीं हुए हैं।',
  'map.locatedCount': {
    one: '{count} में से {located} विद्यार्थी का स्थान दर्ज है',
    other: '{count} में से {located} विद्यार्थियों का स्थान दर्ज है',
  },
  'map.label': 'संगठन के विद्यार्थियों का नक्शा',
  'map.listedBelow': 'जिन विद्यार्थियों का स्थान दर्ज है, वे नीचे सूची में हैं, हर एक की प्रोफ़ाइल के लिंक के साथ।',
  'map.noneLocated':
    'अभी किसी विद्यार्थी का स्थान दर्ज नहीं है। विद्यार्थी के फ़ॉर्म में "नक्शे पर स्थान चुनें" से स्थान दर्ज करें।',
  'map.noStudents': 'इस संगठन में अभी कोई विद्यार्थी नहीं है।',
  'list.title': 'स्थान वाले विद्यार्थी',
  'list.showMore': 'और दिखाएँ',
  'list.showing': '{total} में से {shown} दिखाए गए',
};
