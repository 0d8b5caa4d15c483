import type { MessagesOf } from '../i18n/messages';
import type { ValidationTexts } from './messages';

export const hi: MessagesOf<ValidationTexts> = {
  atMost: 'ज़्यादा से ज़्यादा {max} वर्ण',
  'student.dateForm': 'तारीख YYYY-MM-DD के रूप में लिखें',
  'student.notARealDate': 'यह सही तारीख नहीं है',
  'student.latitudeRange': 'अक्षांश -90 और 90 के बीच होता है',
  'student.longitudeRange': 'देशांतर -180 और 180 के बीच होता है',
  'student.nameRequired': 'पूरा नाम ज़रूरी है',
  'student.birthInFuture': 'जन्म तिथि आगे की तारीख नहीं हो सकती',
  'student.genderFromList': 'सूची में से लिंग चुनें',
  'student.levelRequired': 'शिक्षा स्तर ज़रूरी है',
  'student.schoolRequired': 'विद्यालय या कॉलेज का नाम ज़रूरी है',
  'student.mobileNumber': '10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे +91 98765 43210',
  'student.status': 'सक्रिय या उत्तीर्ण चुनें',
  'student.admissionNumberCharacters': 'केवल अक्षर, अंक, खाली जगह और / - . लिखें',
  'student.admissionNumberInUse': 'प्रवेश संख्या {number} पहले से {holder} के नाम है',
  'student.admissionNumberRepeated': 'प्रवेश संख्या {number} पंक्ति {row} में भी है',
  'organization.nameRequired': 'संगठन का नाम ज़रूरी है',
  'organization.invalidEmail': 'सही ईमेल पता लिखें',
  'organization.invitableRole': 'भूमिका org_user या end_user होनी चाहिए',
};
