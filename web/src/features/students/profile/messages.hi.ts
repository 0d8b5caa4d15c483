import type { MessagesOf } from '../../../lib/i18n/messages';
import type { StudentProfileTexts } from './messages';

export const hi: MessagesOf<StudentProfileTexts> = {
  cachedCopy: 'आप ऑफ़लाइन हैं: यह इस डिवाइस पर सहेजी गई कॉपी है, और हो सकता है इसमें नए बदलाव न हों।',
  graduated: 'उत्तीर्ण',
  studentId: 'विद्यार्थी आईडी:',
  assigningId: 'आईडी दी जा रही है…',
  edit: 'बदलें',
  directions: 'रास्ता देखें',
  graduate: 'उत्तीर्ण के रूप में दर्ज करें',
  delete: 'हटाएँ',
  notRecorded: 'दर्ज नहीं',
  age: { one: '{count} वर्ष', other: '{count} वर्ष' },

  'section.personal': 'व्यक्तिगत जानकारी',
  'section.education': 'शिक्षा',
  'section.parent': 'अभिभावक',
  'section.location': 'स्थान',
  'field.dateOfBirth': 'जन्म तिथि',
  'field.age': 'आयु',
  'field.gender': 'लिंग',
  'field.educationLevel': 'शिक्षा स्तर',
  'field.course': 'पाठ्यक्रम',
  'field.school': 'विद्यालय / कॉलेज',
  'field.section': 'सेक्शन',
  'field.admissionNumber': 'प्रवेश संख्या',
  'field.enrollmentDate': 'प्रवेश तिथि',
  'field.parentName': 'अभिभावक का नाम',
  'field.parentContact': 'संपर्क नंबर',
  'field.parentOccupation': 'व्यवसाय',
  'field.address': 'पता',

  'location.map': '{name} का स्थान',
  'location.none': 'अभी कोई स्थान पिन नहीं किया गया',
  'location.hint': 'घर को नक्शे पर पिन करने के लिए {edit}।',
  'location.edit': 'इस विद्यार्थी का रिकॉर्ड बदलें',

  'confirmGraduate.title': '{name} को उत्तीर्ण के रूप में दर्ज करें?',
  'confirmGraduate.text': 'रिकॉर्ड विद्यार्थी सूची में रहेगा, उत्तीर्ण के निशान के साथ।',
  'confirmDelete.title': '{name} को हटाएँ?',
  'confirmDelete.text':
    'इससे विद्यार्थी का रिकॉर्ड, अभिभावक की जानकारी और स्थान के साथ, हमेशा के लिए हट जाएगा। इसे वापस नहीं लाया जा सकता।',

  'graduated.title': 'विद्यार्थी उत्तीर्ण के रूप में दर्ज',
  'graduated.description': '{name} अब उत्तीर्ण के रूप में दर्ज है।',
  'graduated.failed': 'विद्यार्थी को उत्तीर्ण के रूप में दर्ज नहीं किया जा सका। फिर कोशिश करें।',
  'deleted.title': 'विद्यार्थी हटाया गया',
  'deleted.description': '{name} का रिकॉर्ड हटा दिया गया है।',
  'deleted.failedTitle': 'हटाया नहीं गया',
  'deleted.failed': 'विद्यार्थी का रिकॉर्ड हटाया नहीं जा सका। फिर कोशिश करें।',

  'childData.download': 'इस बच्चे का डेटा डाउनलोड करें',
  'childData.downloading': 'फ़ाइल तैयार हो रही है…',
  'childData.hint': 'अभिभावक के लिए एक फ़ाइल, जिसमें बच्चे के बारे में विद्यालय के पास मौजूद सारी जानकारी है।',
  'childData.aadhaarNote': 'फ़ाइल में पूरा आधार नंबर है: यह डाउनलोड संगठन के इतिहास में दर्ज होता है।',
  'childData.offline': 'डाउनलोड के लिए इंटरनेट कनेक्शन चाहिए। ऑनलाइन होने पर फिर से कोशिश करें।',
  'childData.failed': 'बच्चे का डेटा डाउनलोड नहीं हो सका। फिर से कोशिश करें।',
};
