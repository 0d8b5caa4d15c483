import type { Catalog } from '../catalog';

/**
 * The Hindi texts, in the words of glossary.md. Loaded on demand (its own chunk): a person reading
 * English never downloads it. Typed as the English catalog's keys, so a missing or extra key is a
 * compile error.
 */
export const hi: Catalog = {
  'language.label': 'भाषा',

  'common.or': 'या',
  'common.cancel': 'रद्द करें',
  'field.email': 'ईमेल',
  'field.password': 'पासवर्ड',
  'field.fullName': 'पूरा नाम',
  'field.confirmPassword': 'पासवर्ड की पुष्टि',
  'password.show': '{label} दिखाएँ',
  'password.hide': '{label} छिपाएँ',
  'password.rule': 'कम से कम {min} वर्ण, जिनमें एक अक्षर और एक अंक हो।',
  'password.tooShort': 'कम से कम {min} वर्णों का पासवर्ड चुनें, जिसमें एक अक्षर और एक अंक हो।',
  'password.noLetter': 'अपने पासवर्ड में एक अक्षर जोड़ें।',
  'password.noDigit': 'अपने पासवर्ड में एक अंक (0-9) जोड़ें।',
  'google.continue': 'Google से जारी रखें',

  'signIn.title': 'फिर से स्वागत है',
  'signIn.subtitle': 'अपने विद्यार्थियों का रिकॉर्ड संभालने के लिए साइन इन करें',
  'signIn.forgotPassword': 'पासवर्ड भूल गए?',
  'signIn.submit': 'साइन इन करें',
  'signIn.noAccount': 'क्या आपका खाता नहीं है?',
  'signIn.signUp': 'खाता बनाएँ',
  'signIn.dataRemoved': 'आप साइन आउट हो गए। इस डिवाइस पर सहेजा गया डेटा हटा दिया गया।',
  'signIn.dataKept':
    'आप साइन आउट हो गए, लेकिन इस डिवाइस पर सहेजा गया डेटा नहीं हटाया जा सका क्योंकि ऐप किसी दूसरे टैब में खुला है। दूसरे टैब बंद करें, फिर "सहेजा गया डेटा हटाएँ" दबाएँ।',
  'signIn.removeData': 'सहेजा गया डेटा हटाएँ',

  'signUp.title': 'खाता बनाएँ',
  'signUp.subtitle': 'अपने विद्यार्थियों के रिकॉर्ड रखना शुरू करें',
  'signUp.agree': 'मैं {terms} और {privacy} से सहमत हूँ',
  'signUp.terms': 'सेवा की शर्तों',
  'signUp.privacy': 'गोपनीयता नीति',
  'signUp.submit': 'खाता बनाएँ',
  'signUp.haveAccount': 'क्या आपका खाता पहले से है?',
  'signUp.signIn': 'साइन इन करें',
  'signUp.fillAll': 'कृपया सभी जानकारी भरें।',
  'signUp.mismatch': 'दोनों पासवर्ड एक जैसे नहीं हैं!',
  'signUp.agreeFirst': 'कृपया नियम और शर्तें स्वीकार करें!',

  'forgot.title': 'अपना पासवर्ड फिर से बनाएँ',
  'forgot.subtitle': 'अपना ईमेल लिखें, हम आपको नया पासवर्ड चुनने का लिंक भेजेंगे।',
  'forgot.sent': 'अगर {email} से कोई खाता है, तो पासवर्ड बदलने का लिंक भेजा जा रहा है। अपना इनबॉक्स देखें।',
  'forgot.submit': 'लिंक भेजें',
  'forgot.back': 'साइन इन पर वापस जाएँ',

  'auth.wrongCredentials': 'ईमेल या पासवर्ड गलत है।',
  'auth.googleNeedsConnection': 'Google से साइन इन के लिए इंटरनेट कनेक्शन चाहिए।',
  'auth.unknown': 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'auth.invalidEmail': 'सही ईमेल पता लिखें।',
  'auth.missingPassword': 'अपना पासवर्ड लिखें।',
  'auth.missingEmail': 'अपना ईमेल पता लिखें।',
  'auth.userDisabled': 'यह खाता बंद कर दिया गया है। अपने संगठन से संपर्क करें।',
  'auth.tooManyRequests':
    'बहुत बार कोशिश हो चुकी है। कुछ मिनट रुककर फिर कोशिश करें, या अपना पासवर्ड फिर से बनाएँ।',
  'auth.networkFailed': 'सर्वर से कनेक्शन नहीं है। अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
  'auth.emailInUse': 'इस ईमेल से पहले से एक खाता है। उसी से साइन इन करें।',
  'auth.weakPassword': 'ज़्यादा मज़बूत पासवर्ड चुनें। {rule}',
  'auth.popupClosed': 'Google साइन इन पूरा होने से पहले बंद हो गया।',
  'auth.popupBlocked':
    'ब्राउज़र ने Google साइन इन की विंडो रोक दी। इस साइट के लिए पॉप-अप की अनुमति दें और फिर कोशिश करें।',
  'auth.otherCredential': 'इस ईमेल का खाता पासवर्ड वाला है। अपने पासवर्ड से साइन इन करें।',
  'auth.recentLogin': 'आगे बढ़ने के लिए कृपया फिर से साइन इन करें।',
  'auth.expiredCode': 'इस लिंक की समय-सीमा खत्म हो गई है। नया लिंक मँगवाएँ।',
  'auth.invalidCode': 'यह लिंक अब मान्य नहीं है। नया लिंक मँगवाएँ।',
  'auth.quotaExceeded': 'अभी बहुत ज़्यादा अनुरोध आ रहे हैं। कुछ मिनट रुककर फिर कोशिश करें।',
  'auth.unauthorizedDomain': 'इस पते से साइन इन की अनुमति नहीं है। ऐप को उसके सामान्य पते से खोलें।',
  'auth.notAllowed': 'साइन इन का यह तरीका चालू नहीं है। कोई दूसरा तरीका अपनाएँ।',
  'auth.timeout': 'सर्वर ने जवाब देने में बहुत देर लगाई। अपना कनेक्शन जाँचें और फिर कोशिश करें।',

  'nav.dashboard': 'डैशबोर्ड',
  'nav.students': 'विद्यार्थी सूची',
  'nav.addStudent': 'विद्यार्थी जोड़ें',
  'nav.analytics': 'विश्लेषण',
  'nav.print': 'प्रिंट',
  'nav.organization': 'संगठन',
  'nav.progression': 'वर्ष का अंत',
  'nav.attendance': 'उपस्थिति',

  'update.ready': 'Village Education का नया संस्करण तैयार है।',
  'update.reload': 'फिर से लोड करें',
  loading: 'लोड हो रहा है',
  'loading.stalled': 'अभी भी सर्वर के जवाब का इंतज़ार है… कनेक्शन धीमा हो सकता है या टूट गया हो सकता है।',
  'loading.retry': 'फिर कोशिश करें',

  'gender.male': 'पुरुष',
  'gender.female': 'महिला',
  'gender.other': 'अन्य',
  'category.primary': 'प्राथमिक',
  'category.secondary': 'माध्यमिक',
  'category.higher': 'उच्च शिक्षा',
  'role.super_admin': 'सुपर एडमिन',
  'role.org_user': 'संगठन उपयोगकर्ता',
  'role.end_user': 'सामान्य उपयोगकर्ता',
  'level.standard': 'कक्षा {number}',
  'level.Diploma': 'डिप्लोमा',
  'level.Post Doctorate': 'पोस्ट डॉक्टरेट',

  'page.dashboard.title': 'Village Education डैशबोर्ड',
  'page.dashboard.subtitle': 'विद्यार्थियों के रिकॉर्ड और शिक्षा के आँकड़ों का सारांश',
  'page.students.title': 'गाँव की विद्यार्थी सूची',
  'page.students.subtitle': 'कक्षा 1 से स्नातकोत्तर स्तर तक के विद्यार्थियों के रिकॉर्ड संभालें',
  'page.addStudent.title': 'नया विद्यार्थी जोड़ें',
  'page.addStudent.subtitle': 'विद्यार्थी की व्यक्तिगत, शिक्षा और अभिभावक की जानकारी भरें।',
  'page.editStudent.title': 'विद्यार्थी की जानकारी बदलें',
  'page.editStudent.subtitle': 'विद्यार्थी की जानकारी बदलें और रिकॉर्ड सहेजें।',
  'page.studentProfile.title': 'विद्यार्थी प्रोफ़ाइल',
  'page.studentProfile.subtitle':
    'विद्यार्थी की व्यक्तिगत, शिक्षा और अभिभावक की जानकारी, और वे कहाँ रहते हैं।',
  'page.importStudents.title': 'विद्यार्थी आयात करें',
  'page.importStudents.subtitle': 'स्प्रेडशीट (CSV या Excel) से एक साथ कई विद्यार्थी जोड़ें',
  'page.progression.title': 'वर्ष का अंत',
  'page.progression.subtitle':
    'किसी कक्षा का शैक्षणिक सत्र बंद करें: कौन प्रोन्नत हुआ, कौन उसी कक्षा में रहेगा, किसने विद्यालय छोड़ा।',
  'page.attendance.title': 'उपस्थिति',
  'page.attendance.subtitle': 'कक्षा की हाज़िरी लें: जिसे आप चिह्नित न करें, वह उपस्थित है।',
  'page.organization.title': 'संगठन',
  'page.organization.subtitle': 'अपना संगठन, उसके उपयोगकर्ता और उनकी भूमिकाएँ संभालें।',

  'routeError.newVersion.title': 'नया संस्करण उपलब्ध है',
  'routeError.newVersion.body':
    'यह पेज खुला रहते हुए ऐप का नया संस्करण आ गया। उसे इस्तेमाल करने के लिए फिर से लोड करें। आपके सहेजे गए रिकॉर्ड सुरक्षित हैं।',
  'routeError.connection.title': 'यह पेज लोड नहीं हो सका',
  'routeError.connection.body':
    'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें। पहले खोले गए पेज ऑफ़लाइन भी चलते रहते हैं।',
  'routeError.error.title': 'कुछ गड़बड़ हो गई',
  'routeError.error.body':
    'एक गड़बड़ी के कारण पेज रुक गया। आपके सहेजे गए रिकॉर्ड सुरक्षित हैं। फिर से कोशिश करें, या डैशबोर्ड पर लौटें।',
  'routeError.tryAgain': 'फिर से कोशिश करें',
  'common.returnHome': 'होम पेज पर लौटें',
  'common.close': 'बंद करें',

  'data.denied': 'आपको इन रिकॉर्ड को देखने की अनुमति नहीं है।',
  'data.unreachable': 'रिकॉर्ड तक पहुँचा नहीं जा सका। अपना कनेक्शन जाँचें।',
  'data.invalid': 'सहेजा गया एक रिकॉर्ड पढ़ा नहीं जा सका। कृपया अपने एडमिन को बताएँ।',
  'data.failed': 'रिकॉर्ड लोड नहीं हो सके। फिर से कोशिश करें।',
};
