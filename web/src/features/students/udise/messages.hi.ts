import type { MessagesOf } from '../../../lib/i18n/messages';
import type { udiseMessages } from './messages';

export const hi: MessagesOf<(typeof udiseMessages)['en']> = {
  menu: 'UDISE+ रिटर्न (.xlsx)',
  failed: 'UDISE+ रिटर्न डाउनलोड नहीं हुआ',
  failedDetail: 'विद्यार्थियों का रिकॉर्ड पढ़ा नहीं जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',

  'check.sheet': 'पहले जाँचें',
  'check.title': 'भरने से पहले इन्हें ऐप में ठीक करें: पोर्टल इन्हें अस्वीकार करता है या पुष्टि माँगता है।',
  'check.none': 'जाँचने को कुछ नहीं: इस फ़ाइल का हर विद्यार्थी पोर्टल की ज्ञात जाँचों में सही है।',
  'check.schoolCode': 'विद्यालय का UDISE कोड सेट नहीं है: विद्यार्थी शीट का सेल E3 खाली है।',
  'check.leftOut': {
    one: 'नामांकित {count} विद्यार्थी कक्षा 1 से 12 में नहीं है और इस फ़ाइल में नहीं है।',
    other: 'नामांकित {count} विद्यार्थी कक्षा 1 से 12 में नहीं हैं और इस फ़ाइल में नहीं हैं।',
  },
  'check.student': 'विद्यार्थी',
  'check.admissionNumber': 'प्रवेश क्रमांक',
  'check.class': 'कक्षा',
  'check.section': 'वर्ग',
  'check.column': 'विद्यार्थी शीट का कॉलम',
  'check.problem': 'क्या जाँचें',
  'check.severity': 'पोर्टल',
  'check.value': 'ऐप में',
  'severity.refused': 'अस्वीकार करता है',
  'severity.questioned': 'पुष्टि माँगता है',
  'problem.required': 'खाली है: पोर्टल को यह चाहिए',
  'problem.nameLetters': 'केवल अंग्रेज़ी अक्षर और खाली जगह लिखें (पोर्टल दूसरे अक्षर अस्वीकार करता है)',
  'problem.nameLength': '3 से 50 अक्षर लिखें',
  'problem.mobileForm': '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर',
  'problem.mobileDummy': 'यह नकली नंबर जैसा है, जिसे पोर्टल अस्वीकार करता है',
  'problem.pincode': '6 अंकों का पिन कोड',
  'problem.address': '5 से 150 अक्षर, अंक, खाली जगह और , - . / ही लिखें',
  'problem.rollNumber': '0 से 9999 तक का अनुक्रमांक',
  'problem.admissionNumber': 'केवल अक्षर, अंक, खाली जगह, / और - लिखें',
  'problem.admissionDateOutsideSession':
    'प्रवेश इस सत्र से बाहर का है: पोर्टल यह तारीख़ अस्वीकार कर सकता है',
  'problem.ageOutsideClass': 'आयु {value} इस कक्षा के लिए पोर्टल की अपेक्षित आयु से बाहर है',
  'problem.attendedDays': 'पिछले वर्ष 250 से अधिक उपस्थित दिन',
  'problem.impairmentMissing': 'CWSN है पर दिव्यांगता का प्रकार नहीं चुना',
  'problem.codeNotSet':
    '“{value}” का UDISE+ कोड नहीं है: टेम्पलेट की Master शीट से संगठन के UDISE+ कोड में भरें',
  'problem.aadhaarNotInFile': 'आधार नंबर इस फ़ाइल में नहीं है: रजिस्टर से भरें',

  'codes.sheet': 'कोड',
  'codes.table': 'तालिका',
  'codes.code': 'कोड',
  'codes.meaning': 'अर्थ',
  'codes.source': 'कहाँ से',
  'codes.verbatim': 'टेम्पलेट या पोर्टल की अपनी जाँच',
  'codes.secondary': 'अन्य सार्वजनिक स्रोतों में देखा गया',
  'codes.office': 'इस कार्यालय द्वारा भरा गया',
};
