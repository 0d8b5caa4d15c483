import type { MessagesOf } from '../../../lib/i18n/messages';
import type { reportMessages } from './messages';

export const hi: MessagesOf<(typeof reportMessages)['en']> = {
  title: 'विद्यार्थी रिपोर्ट',
  generatedOn: 'बनाने का समय: {date}',
  print: 'प्रिंट करें',
  'csv.title': 'विद्यार्थियों की सूची (CSV)',
  'csv.description':
    'हर विद्यार्थी की आईडी, जन्म तिथि, शिक्षा, विद्यालय, पता और अभिभावक की जानकारी के साथ। Excel, LibreOffice या Google Sheets में खुलती है।',

  'summary.figures': 'आँकड़े',
  'summary.total': 'कुल विद्यार्थी',
  'summary.addedThisMonth': 'इस महीने जोड़े गए',
  'summary.schools': 'विद्यालय',
  'summary.graduated': 'उत्तीर्ण होकर गए',
  'summary.left': 'विद्यालय छोड़ चुके (टीसी, पढ़ाई छोड़ी)',
  'summary.onRollNote':
    'कुल विद्यार्थी, स्तर और विद्यालय केवल वर्तमान में पढ़ रहे विद्यार्थियों को गिनते हैं; उत्तीर्ण होकर गए और विद्यालय छोड़ चुके विद्यार्थी अलग गिने जाते हैं।',
  'summary.distribution': 'शिक्षा स्तर के अनुसार वितरण',
  'summary.level': 'स्तर',
  'summary.students': 'विद्यार्थी',
  'summary.percent': 'प्रतिशत',
  'summary.share': 'हिस्सा',
  'summary.totalRow': 'कुल',
  'summary.perLevel': 'हर शिक्षा स्तर के विद्यार्थी',
  'summary.educationLevel': 'शिक्षा स्तर',

  'download.button': 'CSV डाउनलोड करें',
  'download.loading': 'विद्यार्थी लोड हो रहे हैं…',
  'download.offline': 'ऑफ़लाइन: विद्यार्थी इस डिवाइस पर नहीं हैं',
  'download.offlineMessage':
    'आप ऑफ़लाइन हैं और विद्यार्थियों की सूची इस डिवाइस पर अभी लोड नहीं हुई है। रिपोर्ट डाउनलोड करने के लिए इंटरनेट से जुड़ें।',
  'download.failedTitle': 'रिपोर्ट डाउनलोड नहीं हुई',
  'download.failed': 'CSV फ़ाइल नहीं बन सकी। फिर से कोशिश करें।',
  'download.ready': {
    one: 'फ़ाइल में {count} विद्यार्थी, नाम के क्रम में।',
    other: 'फ़ाइल में {count} विद्यार्थी, नाम के क्रम में।',
  },
  'download.fromDevice': 'आप ऑफ़लाइन हैं: सूची इस डिवाइस पर सहेजी गई प्रति है।',
};
