import type { MessagesOf } from '../../../lib/i18n/messages';
import type { importMessages } from './messages';

export const hi: MessagesOf<(typeof importMessages)['en']> = {
  // The template's fields: each is also a header the import reads (model/src/student-import.ts).
  'field.name': 'पूरा नाम',
  'field.dateOfBirth': 'जन्म तिथि',
  'field.gender': 'लिंग',
  'field.educationLevel': 'शिक्षा स्तर',
  'field.course': 'पाठ्यक्रम',
  'field.school': 'विद्यालय / महाविद्यालय',
  'field.address': 'पता',
  'field.latitude': 'अक्षांश',
  'field.longitude': 'देशांतर',
  'field.parentName': 'अभिभावक का नाम',
  'field.parentContact': 'अभिभावक संपर्क',
  'field.parentOccupation': 'अभिभावक का व्यवसाय',
  'field.enrollmentDate': 'प्रवेश तिथि',
  'field.status': 'स्थिति',
  'field.admissionNumber': 'प्रवेश संख्या',
  'field.section': 'सेक्शन',

  students: { one: '{n} विद्यार्थी', other: '{n} विद्यार्थी' },
  rows: { one: '{n} पंक्ति', other: '{n} पंक्तियाँ' },

  back: 'विद्यार्थी सूची',
  'template.failed': 'टेम्पलेट डाउनलोड नहीं हुआ',
  'template.failedDescription': 'टेम्पलेट नहीं बन सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  'step1.title': 'टेम्पलेट डाउनलोड करें',
  'step1.help':
    'हर विद्यार्थी के लिए एक पंक्ति। पूरा नाम, शिक्षा स्तर और विद्यालय / महाविद्यालय ज़रूरी हैं; तिथियाँ DD-MM-YYYY या DD/MM/YYYY में लिखें। Excel टेम्पलेट की Notes शीट पर हर कॉलम के मान्य मान दिए गए हैं।',
  'template.csv': 'टेम्पलेट (CSV)',
  'template.xlsx': 'टेम्पलेट (Excel .xlsx)',
  'step2.title': 'अपनी फ़ाइल चुनें',
  'step2.help': 'शीर्षक पंक्ति वाली CSV या Excel (.xlsx) फ़ाइल, अधिकतम {max} विद्यार्थी।',
  'file.label': 'स्प्रेडशीट फ़ाइल',
  'file.choose': 'फ़ाइल चुनें',
  'file.chooseAnother': 'दूसरी फ़ाइल चुनें',
  'file.reading': 'फ़ाइल पढ़ी जा रही है…',
  'file.read': '{name}: शीर्षक पंक्ति के नीचे {students}।',
  'file.progress': 'फ़ाइल पढ़ने की प्रगति',
  'step3.title': 'कॉलम मिलाएँ',
  'step3.help':
    'हर जानकारी के लिए आपकी फ़ाइल का वह कॉलम चुनें जिसमें वह लिखी है। टेम्पलेट जैसे नाम वाले कॉलम पहले से मिला दिए गए हैं।',
  headerRow: 'शीर्षक पंक्ति',
  'step4.title': 'जाँचें और आयात करें',
  includeDuplicates: 'संभावित दोहराव भी आयात करें',
  importStudents: '{students} आयात करें',
  checking: 'पंक्तियों को यहाँ पहले से मौजूद विद्यार्थियों से मिलाया जा रहा है…',

  'file.unreadable': 'फ़ाइल पढ़ी नहीं जा सकी। जाँचें कि यह CSV या .xlsx फ़ाइल है और फिर से कोशिश करें।',
  'file.empty': 'फ़ाइल खाली है।',
  'file.tooMany':
    'फ़ाइल में विद्यार्थियों की {rows} हैं; एक बार में अधिकतम {max} आयात हो सकते हैं। इसे छोटी फ़ाइलों में बाँटें।',
  'file.moreThan': '{rows} से अधिक',
  'file.studentFirst':
    'फ़ाइल की पहली पंक्ति (पंक्ति {row}) में कॉलम के शीर्षक नहीं, एक विद्यार्थी है। एक शीर्षक पंक्ति जोड़ें (पूरा नाम, शिक्षा स्तर, विद्यालय / महाविद्यालय, …) या टेम्पलेट से शुरू करें।',
  'file.noStudents': 'फ़ाइल में कॉलम के शीर्षक हैं, पर उनके नीचे कोई विद्यार्थी नहीं।',
  noImportId: 'यह ब्राउज़र आयात तैयार नहीं कर सका। ऐप को उसके https पते से खोलें और फिर से कोशिश करें।',
  offline:
    'आप ऑफ़लाइन हैं: सूची में पहले से मौजूद विद्यार्थियों से दोहराव नहीं जाँचा जा सकता। आगे बढ़ने के लिए इंटरनेट से जुड़ें।',

  candidate: 'पंक्ति {row}: {cells}',
  'headerRow.secondRow': 'शीर्षक पंक्ति {row} पर मिले; पंक्ति 1 छोड़ दी गई',
  'headerRow.found': 'शीर्षक पंक्ति {row} पर मिले; पंक्तियाँ 1-{last} छोड़ दी गईं',
  'mapping.notInFile': 'फ़ाइल में नहीं',
  'mapping.everyRow': 'हर पंक्ति के लिए एक ही',
  'mapping.column': 'कॉलम {column}: {header}',
  'mapping.noHeader': '(कोई शीर्षक नहीं)',
  'mapping.forEveryRow': 'हर पंक्ति के लिए {field}',
  'mapping.typedOnce': 'एक बार लिखें, हर पंक्ति में सहेजा जाएगा',
  'mapping.everyRowValue': 'हर पंक्ति: {value}',
  'mapping.missing': {
    one: '{fields} वाला कॉलम चुनें: यह ज़रूरी है। हर ज़रूरी जानकारी का कॉलम चुनने पर पंक्तियाँ जाँची जाएँगी।',
    other: '{fields} वाले कॉलम चुनें: ये ज़रूरी हैं। हर ज़रूरी जानकारी का कॉलम चुनने पर पंक्तियाँ जाँची जाएँगी।',
  },

  'reading.title': 'फ़ाइल कैसे पढ़ी गई',
  'reading.values': 'पढ़े गए मान',
  twoDigitYearRule:
    'दो अंकों वाला वर्ष 20YY पढ़ा जाता है, यदि वह तिथि आज के बाद की न हो (5/6/12 यानी 05-06-2012); नहीं तो, केवल जन्म तिथि में, 19YY पढ़ा जाता है यदि विद्यार्थी की आयु 40 वर्ष या उससे कम बनती हो (3/4/98 यानी 03-04-1998)। दो अंकों वाला कोई और वर्ष नहीं लिया जाता: वर्ष पूरा लिखें।',
  'unread.title': 'समझ में न आए मान',
  'unread.help':
    'इन मानों वाली पंक्तियाँ आयात नहीं होंगी, जब तक आप पूरी फ़ाइल के लिए हर मान का अर्थ नहीं चुनते।',
  'unread.value': "{rows} में {header} '{value}': {problem}",
  'unread.readAs': 'इस रूप में पढ़ें',
  'unread.readAsLabel': "{header} '{value}' को इस रूप में पढ़ें",
  'unread.notUnderstood': 'समझ में नहीं आया: आयात नहीं होगा',
  'unread.more': {
    one: 'और {n} मान जो समझ में नहीं आया',
    other: 'और {n} मान जो समझ में नहीं आए',
  },
  'status.active': 'सक्रिय',
  'status.graduated': 'उत्तीर्ण',

  'preview.counts': 'पूर्वावलोकन की गिनती',
  'preview.ready': 'आयात के लिए तैयार',
  'preview.errors': 'त्रुटि वाली',
  'preview.duplicates': 'संभावित दोहराव',
  'preview.alreadyImported': 'इस फ़ाइल से पहले ही आयात हो चुकी',
  'errors.title': 'त्रुटि वाली पंक्तियाँ (आयात नहीं होंगी)',
  'errors.note': 'अपनी फ़ाइल में इन पंक्तियों को ठीक करके उसे फिर से चुनें, या बाकी पंक्तियाँ अभी आयात करें।',
  'errors.what': 'क्या गलत है',
  'errors.row': 'पंक्ति {row}: {problems}',
  'duplicates.note': 'ये पंक्तियाँ तब तक आयात नहीं होंगी जब तक आप "संभावित दोहराव भी आयात करें" नहीं चुनते।',
  'duplicates.why': 'कारण',
  'duplicates.ofRow': 'पंक्ति {row} पंक्ति {earlier} जैसी लगती है: {same}',
  'duplicates.ofStudent': 'पंक्ति {row} सूची में पहले से मौजूद {student} जैसी लगती है: {same}',
  'duplicates.same': 'नाम, जन्म तिथि और अभिभावक संपर्क एक जैसे हैं',
  name: 'नाम',
  'preview.firstListed': ' {rows} में से पहली {listed} दिखाई गई हैं।',
  'preview.scrollable': '{title}, स्क्रॉल करें',
  'nothing.alreadyImported': 'इस फ़ाइल की सही पंक्तियाँ पहले ही आयात हो चुकी हैं।',
  'nothing.onlyDuplicates':
    'केवल संभावित दोहराव बचे हैं: उन्हें आयात करने के लिए "संभावित दोहराव भी आयात करें" चुनें।',
  'nothing.allImported': 'इस फ़ाइल की हर सही पंक्ति पहले ही आयात हो चुकी है।',
  'nothing.errors':
    'इस फ़ाइल की कोई भी पंक्ति जैसी है वैसी आयात नहीं हो सकती: त्रुटि वाली पंक्तियाँ ठीक करके फ़ाइल फिर से चुनें।',

  'run.stopped':
    'आयात पूरा होने से पहले रुक गया। अब तक भेजी गई पंक्तियाँ सहेजी गई हैं; "फिर से शुरू करें" बाकी पंक्तियाँ भेजेगा।',
  'run.progress': 'आयात की प्रगति',
  'run.done': '{total} में से {done} आयात हुए',
  'run.keepOpen': 'आयात पूरा होने तक यह पेज खुला रखें।',
  'run.resume': 'फिर से शुरू करें',
  'run.imported': { one: '{n} विद्यार्थी आयात हुआ', other: '{n} विद्यार्थी आयात हुए' },
  'run.openDirectory': 'विद्यार्थी सूची खोलें',
  'run.another': 'दूसरी फ़ाइल आयात करें',
};
