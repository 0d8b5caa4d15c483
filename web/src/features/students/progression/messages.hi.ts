import type { MessagesOf } from '../../../lib/i18n/messages';
import type { ProgressionTexts } from './messages';

export const hi: MessagesOf<ProgressionTexts> = {
  'outcome.promoted': 'प्रोन्नत',
  'outcome.promotedWithoutExam': 'बिना परीक्षा प्रोन्नत',
  'outcome.promotedProvisionally': 'अस्थायी रूप से प्रोन्नत',
  'outcome.repeater': 'उसी कक्षा में रहेंगे',
  'outcome.leftWithTc': 'स्थानांतरण प्रमाणपत्र (TC) लेकर विद्यालय छोड़ा',
  'outcome.discontinued': 'पढ़ाई बंद की',
  'outcome.droppedOut': 'पढ़ाई छोड़ दी (ड्रॉपआउट)',
  'outcome.graduated': 'उत्तीर्ण',

  'class.standard': 'कक्षा {number}',
  'class.standardSection': 'कक्षा {number}-{section}',
  'class.other': '{level}',
  'class.otherSection': '{level}-{section}',

  'choose.title': 'कक्षा और वर्ष',
  'choose.level': 'कक्षा',
  'choose.levelNone': 'कक्षा चुनें',
  'choose.section': 'सेक्शन',
  'choose.sectionHelp': 'बिना सेक्शन वाली कक्षा के लिए खाली छोड़ें',
  'choose.year': 'बंद किया जा रहा शैक्षणिक सत्र',
  'choose.currentYear': '{year} (यह वर्ष)',
  'choose.previousYear': '{year} (पिछला वर्ष)',
  'choose.hint': 'विद्यार्थियों को देखने के लिए कक्षा चुनें।',
  empty: '{className} में कोई विद्यार्थी नामांकित नहीं है।',
  loading: '{className} के विद्यार्थी लोड हो रहे हैं…',

  'list.title': '{className}, {year}',
  'list.help':
    '{students}। जब तक आप कुछ और न चुनें, हर विद्यार्थी प्रोन्नत होगा। अंक और उपस्थित दिन भरना ज़रूरी नहीं है।',
  students: { one: '{n} विद्यार्थी', other: '{n} विद्यार्थी' },
  'field.outcome': 'परिणाम',
  'field.outcomeFor': '{name} का परिणाम',
  'field.marks': 'अंक %',
  'field.marksFor': '{name} के अंक %',
  'field.days': 'उपस्थित दिन',
  'field.daysFor': '{name} के उपस्थित दिन',
  'next.level': '→ {level}',
  'next.graduated': '→ उत्तीर्ण',
  'next.left': '→ नामांकन से बाहर',
  'problem.notANumber': 'संख्या लिखें',
  'problem.marksRange': 'अंक {min} से {max} तक होते हैं',
  'problem.notWholeDays': 'केवल पूरे दिन लिखें',
  'problem.daysRange': 'दिन {min} से {max} तक होते हैं',

  'summary.promoted': { one: '{n} प्रोन्नत', other: '{n} प्रोन्नत' },
  'summary.repeating': { one: '{n} उसी कक्षा में', other: '{n} उसी कक्षा में' },
  'summary.graduated': { one: '{n} उत्तीर्ण', other: '{n} उत्तीर्ण' },
  'summary.left': { one: '{n} विद्यालय छोड़ चुके', other: '{n} विद्यालय छोड़ चुके' },
  'summary.none': 'कोई विद्यार्थी नहीं',
  'summary.separator': ', ',
  'summary.label': 'सारांश',

  apply: 'लागू करें',
  'apply.invalid': {
    one: 'लागू करने से पहले {n} विद्यार्थी के अंक या दिन ठीक करें।',
    other: 'लागू करने से पहले {n} विद्यार्थियों के अंक या दिन ठीक करें।',
  },
  'apply.offline': 'आप ऑफ़लाइन हैं। वर्ष का अंत लागू करने के लिए इंटरनेट चाहिए; आपके चुनाव इसी टैब में रखे हैं।',
  'confirm.title': '{className} का वर्ष का अंत लागू करें?',
  'confirm.text':
    '{summary}। हर विद्यार्थी अगले वर्ष की कक्षा या स्थिति में जाएगा, और {year} का रिकॉर्ड रहेगा। इसे यहाँ से वापस नहीं किया जा सकता।',
  'earlier.applied':
    '{year} के लिए पहले से दर्ज: {summary}। नीचे कक्षा के बाकी विद्यार्थी हैं; लागू करें उन्हें दर्ज करके वर्ष बंद कर देगा।',

  'early.waiting':
    'लागू करें अभी उपलब्ध नहीं है: {year} का वर्ष का अंत {date} से लागू किया जा सकता है, जब इसकी अंतिम तिमाही शुरू होती है। उससे पहले केवल सुपर एडमिन कारण बताकर इसे लागू कर सकते हैं।',
  'early.superAdmin':
    '{year} की अंतिम तिमाही {date} को शुरू होगी, तब से हर स्टाफ़ सदस्य इसका वर्ष का अंत लागू कर सकेगा। सुपर एडमिन के रूप में आप कारण बताकर इसे अभी लागू कर सकते हैं; कारण इतिहास में दर्ज होता है।',
  'early.reason': 'अभी लागू करने का कारण',
  'early.reasonHelp': '{min} से {max} अक्षर। इतिहास में दर्ज होता है।',
  'early.tooShort': 'कारण कम से कम {min} अक्षरों में लिखें',
  'early.tooLong': 'अधिकतम {max} अक्षर',

  'undecided.title':
    '{className} का वर्ष अभी बंद नहीं हुआ: इसकी कक्षा के इन विद्यार्थियों के लिए कोई निर्णय नहीं हुआ है। नीचे इनका निर्णय करें और फिर से लागू करें दबाएँ।',
  'undecided.list': 'बिना निर्णय वाले विद्यार्थी',
  'undecided.more': { one: 'और {n} अन्य विद्यार्थी', other: 'और {n} अन्य विद्यार्थी' },

  'close.text':
    '{className} के सभी नामांकित विद्यार्थियों पर {year} का वर्ष का अंत लागू हो चुका है ({summary}), लेकिन इसका वर्ष अभी बंद नहीं हुआ है।',
  'close.action': 'इस कक्षा का वर्ष बंद करें',

  'run.progress': 'वर्ष के अंत की प्रगति',
  'run.done': '{total} में से {done} विद्यार्थियों पर लागू',
  'run.keepOpen': 'वर्ष का अंत लागू होने तक यह पृष्ठ खुला रखें।',
  'run.stopped':
    'वर्ष का अंत बीच में रुक गया। आपके चुनाव रखे हैं: जहाँ रुका था वहीं से आगे बढ़ाने के लिए फिर से लागू करें दबाएँ।',
  'run.waiting': 'इस टैब में इस कक्षा का लागू करना शुरू हुआ था और पूरा नहीं हुआ। आगे बढ़ाने के लिए लागू करें दबाएँ।',
  'run.startOver': 'चुनाव बदलें',
  'run.finished': 'वर्ष का अंत लागू हो गया।',

  'closed.title': '{className}: {year} बंद हो चुका है',
  'closed.summary': 'जो लागू हुआ: {summary}।',
  'closed.when': '{date} को लागू किया गया।',
  'closed.early': 'अंतिम तिमाही से पहले लागू किया गया: “{reason}”',

  'history.title': 'शैक्षणिक सत्र',
  'history.current': 'वर्तमान',
  'history.marks': '{marks}%',
  'history.days': { one: '{n} दिन उपस्थित', other: '{n} दिन उपस्थित' },
  'history.none': 'इस विद्यार्थी का अभी तक कोई शैक्षणिक सत्र बंद नहीं हुआ है।',
  'history.loading': 'शैक्षणिक सत्र लोड हो रहे हैं…',
  'history.separator': ' · ',
};
