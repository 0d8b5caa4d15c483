import type { MessagesOf } from '../lib/i18n/messages';
import type { shellMessages } from './messages';

export const hi: MessagesOf<(typeof shellMessages)['en']> = {
  'shell.tagline': 'विद्यार्थी प्रबंधन प्रणाली',
  'shell.mainNavigation': 'मुख्य',
  'shell.openMenu': 'मेन्यू खोलें',
  'shell.toggleSidebar': 'साइडबार दिखाएँ या छिपाएँ',

  'academicYear.name': 'शैक्षणिक सत्र',
  'academicYear.label': 'शैक्षणिक सत्र {year}',

  'account.button': 'खाता: {name}',
  'account.signedIn': 'साइन इन किया हुआ',
  'account.noName': 'कोई नाम नहीं',
  'account.organization': 'संगठन',
  'account.allOrganizations': 'सभी संगठन',
  'account.signOut': 'साइन आउट करें',
  'signOut.title': 'साइन आउट करें?',
  'signOut.explanation':
    'आपके खोले गए रिकॉर्ड इस डिवाइस पर रहते हैं ताकि ऐप बिना इंटरनेट के भी चले। साझा फ़ोन पर उन्हें हटा दें।',
  'signOut.clearData': 'इस डिवाइस पर सहेजा गया डेटा भी हटाएँ',
  'signOut.notSent': 'बदलाव भेजे नहीं जा सके। ऑनलाइन होने पर फिर कोशिश करें।',
  'signOut.failed': 'साइन आउट नहीं हो सका। फिर कोशिश करें।',
  'signOut.discardCount': {
    one: '{count} बिना सहेजा बदलाव छोड़ दें',
    other: '{count} बिना सहेजे बदलाव छोड़ दें',
  },
  'signOut.discard': 'बिना सहेजे बदलाव छोड़ दें',
  'signOut.unsentCount': {
    one: 'इस डिवाइस पर किया गया {count} बदलाव अभी सर्वर तक नहीं पहुँचा है।',
    other: 'इस डिवाइस पर किए गए {count} बदलाव अभी सर्वर तक नहीं पहुँचे हैं।',
  },
  'signOut.unsentEarlier': 'इस डिवाइस पर पहले किए गए बदलाव अभी सर्वर तक नहीं पहुँचे हैं।',
  'signOut.wouldLose': {
    one: 'अभी इस डिवाइस का डेटा हटाने से ये बदलाव खो जाएँगे। इनके भेजे जाने तक रुकें, या इन्हें छोड़ दें।',
    other: 'अभी इस डिवाइस का डेटा हटाने से ये बदलाव खो जाएँगे। इनके भेजे जाने तक रुकें, या इन्हें छोड़ दें।',
  },
  'signOut.sendingCount': {
    one: '{count} बदलाव सर्वर को भेजा जा रहा है…',
    other: '{count} बदलाव सर्वर को भेजे जा रहे हैं…',
  },
  'signOut.sending': 'बदलाव सर्वर को भेजे जा रहे हैं…',
  'signOut.afterSending': 'इनके पहुँचते ही आप साइन आउट हो जाएँगे।',
  'signOut.stopWaiting': 'रुकना बंद करें',
  'signOut.waitThenSignOut': 'रुकें, फिर साइन आउट करें',

  'orgSwitcher.loading': 'लोड हो रहा है…',
  'orgSwitcher.button': 'संगठन: {name}। संगठन बदलें',
  'orgSwitcher.none': 'कोई नहीं',
  'orgSwitcher.select': 'संगठन चुनें',
  'orgSwitcher.searchPlaceholder': 'संगठन खोजें...',
  'orgSwitcher.search': 'संगठन खोजें',
  'orgSwitcher.noneFound': 'कोई संगठन नहीं मिला।',
  'orgSwitcher.list': 'आपके संगठन',
  'orgSwitcher.create': 'संगठन बनाएँ',

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

  'noAccess.title': 'आपको यह पेज खोलने की अनुमति नहीं है',
  'noAccess.asRole':
    '{org} के {role} के रूप में आप यह पेज नहीं खोल सकते। ज़रूरत हो तो संगठन के किसी सुपर एडमिन से कहें।',
  'noAccess.chooseFirst': 'पहले एक संगठन चुनें।',
  'noAccess.back': 'डैशबोर्ड पर वापस जाएँ',
  'noAccess.thisOrganization': 'इस संगठन',
};
