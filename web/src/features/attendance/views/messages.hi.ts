import type { MessagesOf } from '../../../lib/i18n/messages';
import type { AttendanceRegisterTexts } from './messages';

export const hi: MessagesOf<AttendanceRegisterTexts> = {
  'register.pageTitle': 'मासिक उपस्थिति रजिस्टर',
  'register.pageHelp':
    'कक्षा और महीना चुनें, फिर रजिस्टर A4 काग़ज़ पर आड़ा (लैंडस्केप) छापें। यह इस डिवाइस पर लोड हुए डेटा से छपता है, ऑफ़लाइन भी।',
  'register.level': 'कक्षा',
  'register.levelNone': 'कक्षा चुनें',
  'register.section': 'सेक्शन',
  'register.sectionHelp': 'कक्षा में सेक्शन न हो तो खाली छोड़ें',
  'register.month': 'महीना',
  'register.print': 'छापें',
  'register.back': 'डैशबोर्ड',
  'register.choose': 'रजिस्टर देखने के लिए कक्षा चुनें।',
  'register.loading': 'रजिस्टर लोड हो रहा है…',
  'register.offline':
    'आप ऑफ़लाइन हैं, और यह रजिस्टर इस डिवाइस पर अभी लोड नहीं हुआ है: बाद में ऑफ़लाइन छापने के लिए इसे एक बार ऑनलाइन खोलें।',
  'register.heading': 'उपस्थिति रजिस्टर',
  'register.classMonth': '{class} · {month}',
  'register.pageOf': 'पृष्ठ {page} / {pages}',
  'register.empty': 'इस महीने इस कक्षा में कोई बच्चा नहीं था।',
  'register.serial': 'क्र.',
  'register.rollNumber': 'रोल',
  'register.name': 'नाम',
  'register.attended': 'दिन',
  'register.dayTotal': 'उपस्थित',
  'register.legend':
    'P उपस्थित · A अनुपस्थित · L छुट्टी · ½ आधा दिन · H अवकाश या साप्ताहिक छुट्टी · खाली: हाज़िरी नहीं ली गई',
  'register.classTeacher': 'कक्षा अध्यापक',
  'register.head': 'प्रधानाध्यापक',
};
