import type { MessagesOf } from '../../../lib/i18n/messages';
import type { CertificateTexts } from './messages';

export const hi: MessagesOf<CertificateTexts> = {
  'toolbar.print': 'प्रिंट करें',
  'toolbar.language': 'प्रिंट की भाषा',
  'toolbar.back': 'वापस',
  'toolbar.hint': 'A4 कागज़ पर प्रिंट करें। मेनू और बटन प्रिंट में नहीं आते।',

  'class.standard': 'कक्षा {number}',
  'class.Diploma': 'डिप्लोमा',
  'class.Post Doctorate': 'पोस्ट डॉक्टरेट',
  'gender.male': 'पुरुष',
  'gender.female': 'महिला',
  'gender.other': 'अन्य',

  signature: 'प्रधानाचार्य / संस्था प्रमुख',
  date: 'दिनांक: {date}',
  place: 'स्थान:',

  'bonafide.title': 'बोनाफाइड प्रमाण पत्र',
  'bonafide.body.male':
    'प्रमाणित किया जाता है कि {name}, पुत्र {parent}, इस संस्था के वास्तविक विद्यार्थी हैं और शैक्षणिक सत्र {year} में {class} में अध्ययनरत हैं।',
  'bonafide.body.female':
    'प्रमाणित किया जाता है कि {name}, पुत्री {parent}, इस संस्था की वास्तविक विद्यार्थी हैं और शैक्षणिक सत्र {year} में {class} में अध्ययनरत हैं।',
  'bonafide.body.child':
    'प्रमाणित किया जाता है कि {name}, संतान {parent}, इस संस्था में वास्तविक विद्यार्थी के रूप में शैक्षणिक सत्र {year} में {class} में अध्ययनरत हैं।',
  'bonafide.body.noParent':
    'प्रमाणित किया जाता है कि {name} इस संस्था में वास्तविक विद्यार्थी के रूप में शैक्षणिक सत्र {year} में {class} में अध्ययनरत हैं।',
  'bonafide.dateOfBirth': 'हमारे अभिलेखों के अनुसार जन्म तिथि: {date}',
  'bonafide.admissionNumber': 'प्रवेश संख्या: {number}',
  'bonafide.leftNote':
    'यह विद्यार्थी अब नामांकित नहीं है: बोनाफाइड प्रमाण पत्र केवल यहाँ अभी पढ़ रहे विद्यार्थी को दिया जाता है।',

  'register.heading': 'कक्षा रजिस्टर',
  'register.title': '{class}, शैक्षणिक सत्र {year}',
  'register.count': { one: '{count} विद्यार्थी', other: '{count} विद्यार्थी' },
  'register.empty': 'इस कक्षा में कोई विद्यार्थी नामांकित नहीं है।',
  'column.serial': 'क्रम सं.',
  'column.rollNumber': 'अनुक्रमांक',
  'column.admissionNumber': 'प्रवेश संख्या',
  'column.name': 'नाम',
  'column.gender': 'लिंग',
  'column.dateOfBirth': 'जन्म तिथि',
  'column.parent': 'अभिभावक',
  'column.mobile': 'मोबाइल',

  'idCards.heading': 'विद्यार्थी पहचान पत्र',
  'idCard.title': 'विद्यार्थी पहचान पत्र',
  'idCard.photo': 'फ़ोटो',
  'idCard.class': 'कक्षा',
  'idCard.admissionNumber': 'प्रवेश सं.',
  'idCard.guardian': 'अभिभावक',
  'idCard.mobile': 'मोबाइल',
  'idCard.year': 'सत्र {year}',

  'tc.title': 'स्थानांतरण प्रमाण पत्र',
  'tc.duplicate': 'डुप्लीकेट',
  'tc.number': 'टीसी संख्या {number}',
  'tc.row.admissionNumber': 'प्रवेश संख्या',
  'tc.row.name': 'विद्यार्थी का नाम',
  'tc.row.parent': 'पिता / अभिभावक का नाम',
  'tc.row.dateOfBirth': 'जन्म तिथि (प्रवेश रजिस्टर के अनुसार)',
  'tc.row.admissionDate': 'प्रवेश की तिथि',
  'tc.row.classLastStudied': 'कक्षा जिसमें विद्यार्थी ने अंतिम बार अध्ययन किया',
  'tc.row.leavingDate': 'संस्था छोड़ने की तिथि',
  'tc.row.qualified': 'क्या उच्च कक्षा में प्रोन्नति के योग्य है',
  'tc.row.conduct': 'सामान्य आचरण',
  'tc.row.reason': 'संस्था छोड़ने का कारण',
  'tc.row.issuedOn': 'प्रमाण पत्र जारी करने की तिथि',
  'qualified.yes': 'हाँ',
  'qualified.no': 'नहीं',
  'qualified.notApplicable': 'लागू नहीं',

  'tcForm.title': 'स्थानांतरण प्रमाण पत्र जारी करें',
  'tcForm.intro':
    'प्रमाण पत्र को संगठन की अगली टीसी संख्या एक ही बार मिलती है: जानकारी जाँच लें, यह जैसी लिखी है वैसी ही प्रिंट होगी।',
  'tcForm.leavingDate': 'संस्था छोड़ने की तिथि',
  'tcForm.leavingDateRequired': 'विद्यार्थी के संस्था छोड़ने की तिथि भरें',
  'tcForm.reason': 'संस्था छोड़ने का कारण',
  'tcForm.reasonHint': 'जैसे: अभिभावक का स्थानांतरण, दूसरे विद्यालय में प्रवेश',
  'tcForm.conduct': 'आचरण',
  'tcForm.conductHint': 'जैसे: अच्छा',
  'tcForm.qualified': 'प्रोन्नति के योग्य',
  'tcForm.issue': 'टीसी जारी करें',
  'tcForm.issuing': 'जारी किया जा रहा है…',
  'tcForm.offline': 'टीसी जारी करने के लिए इंटरनेट चाहिए: इसकी संख्या सर्वर देता है।',
  'tcIssued.text': '{name} को स्थानांतरण प्रमाण पत्र {number} दिनांक {date} को जारी किया गया।',
  'tcIssued.duplicateHint':
    'दोबारा प्रिंट किया गया प्रमाण पत्र उसी संख्या के साथ डुप्लीकेट के रूप में चिह्नित होता है।',
  'tcIssued.printDuplicate': 'डुप्लीकेट प्रिंट करें',

  'print.title': 'प्रिंट',
  'print.subtitle': 'कक्षा की रजिस्टर सूची और विद्यार्थी पहचान पत्र, A4 कागज़ पर',
  'print.class': 'कक्षा',
  'print.section': 'सेक्शन',
  'print.sectionHint': 'बिना सेक्शन वाली कक्षा के लिए खाली छोड़ें',
  'print.register': 'कक्षा रजिस्टर सूची',
  'print.idCards': 'पहचान पत्र',
  'print.certificatesHint':
    'विद्यार्थी का बोनाफाइड प्रमाण पत्र उसकी प्रोफ़ाइल पर है: विद्यार्थी को खोलें, फिर बोनाफाइड प्रमाण पत्र चुनें।',
  'print.noClass': 'पहले प्रिंट पेज पर कक्षा चुनें।',
  'print.offline': 'यह कक्षा अभी इस डिवाइस पर सहेजी नहीं गई है। प्रिंट करने के लिए इंटरनेट से जुड़ें।',
  'print.choose': 'कक्षा चुनें',
};
