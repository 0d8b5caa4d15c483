import type { MessagesOf } from '../i18n/messages';
import type { callableMessages } from './messages';

// {action} is an oblique infinitive ("भूमिकाएँ बदलने"): it reads right before "के लिए" and "का".
export const hi: MessagesOf<(typeof callableMessages)['en']> = {
  appCheck: 'यह अनुरोध Village Education ऐप से नहीं आया। ऐप फिर से लोड करें और फिर कोशिश करें।',
  signInFirst: 'पहले साइन इन करें।',
  verifyEmailTo:
    '{action} के लिए अपना ईमेल पता सत्यापित करें: हमारा भेजा लिंक खोलें, या "संगठन चुनें" पेज पर "सत्यापन ईमेल फिर से भेजें" दबाएँ।',
  invalidRequest: 'अमान्य अनुरोध ({problems})।',
  repeatedRow: 'अमान्य अनुरोध (एक पंक्ति संख्या दो बार आई है)।',
  apaarWithoutConsent:
    'अपार आईडी केवल माता-पिता की सहमति से सहेजी जाती है, जिसे आयात दर्ज नहीं कर सकता (पंक्तियाँ {rows})। वे खाने खाली छोड़ें। इस बार भेजी गई कोई भी पंक्ति आयात नहीं हुई।',
  organizationNotFound: 'संगठन {orgId} नहीं मिला।',
  notMember: 'आप {org} के सदस्य नहीं हैं।',
  onlyRoles: '{org} में {action} का अधिकार केवल {roles} को है।',
  notConfirmed:
    'सर्वर पक्का नहीं कर सका कि यह सहेजा गया। जाँचने के लिए फिर से लोड करें, और अगर नहीं सहेजा गया हो तो फिर कोशिश करें।',
  failed: '{callable} नहीं हो सका; कुछ नहीं बदला गया। फिर कोशिश करें।',
  ownRole: 'आप अपनी भूमिका खुद नहीं बदल सकते।',
  userNotMember: 'यह उपयोगकर्ता {org} का सदस्य नहीं है।',
  keepSuperAdmin: '{org} में कम से कम एक सुपर एडमिन होना ज़रूरी है।',
  lastSuperAdmin: 'आप {org} के अंतिम सुपर एडमिन हैं: संगठन छोड़ने से पहले किसी दूसरे सदस्य को सुपर एडमिन बनाएँ।',
  alreadySuperAdminYourself: 'आप पहले से {org} के सुपर एडमिन हैं।',
  alreadySuperAdmin: '{name} पहले से {org} के सुपर एडमिन हैं।',
  notActiveMember: '{name} {org} के सक्रिय सदस्य नहीं हैं।',
  unnamedAlreadySuperAdmin: 'यह उपयोगकर्ता पहले से {org} का सुपर एडमिन है।',
  unnamedNotActiveMember: 'यह उपयोगकर्ता {org} का सक्रिय सदस्य नहीं है।',
  emailsPerDay: 'यह संगठन आज {count} आमंत्रण ईमेल भेज चुका है, जो एक दिन की सीमा है। कल फिर कोशिश करें।',
  inviterEmailsPerDay:
    'आप आज अपने सभी संगठनों से {count} आमंत्रण ईमेल भेज चुके हैं, जो एक दिन की सीमा है। कल फिर कोशिश करें।',
  pendingInvitations:
    'इस संगठन के {count} आमंत्रण लंबित हैं, जो अधिकतम सीमा है। जिनकी अब ज़रूरत नहीं, उन्हें रद्द करें, फिर कोशिश करें।',
  alreadyMember: '{email} पहले से {org} के सदस्य हैं।',
  alreadyInvited: '{email} के लिए {org} का एक आमंत्रण पहले से लंबित है।',
  alreadyAccepted: '{email} आमंत्रण पहले ही स्वीकार कर चुके हैं।',
  invitationRevoked: '{email} का आमंत्रण रद्द कर दिया गया है।',
  invitationNotPending: '{email} का आमंत्रण अब लंबित नहीं है।',
  noInvitation: '{email} के लिए {org} का कोई आमंत्रण नहीं है।',
  invitationExpired: '{email} के आमंत्रण की समय-सीमा खत्म हो गई है: उन्हें फिर से आमंत्रित करें।',
  emailOnItsWay: '{email} को आमंत्रण ईमेल पहले से भेजा जा रहा है।',
  noEmailToMatch: 'आपके खाते में मिलान के लिए कोई ईमेल पता नहीं है।',
  verifyBeforeAccepting: 'आमंत्रण स्वीकार करने से पहले अपना ईमेल पता सत्यापित करें।',
  alreadyMemberYourself: 'आप पहले से {org} के सदस्य हैं।',
  thisInvitationRevoked: 'यह आमंत्रण रद्द कर दिया गया था।',
  thisInvitationUsed: 'यह आमंत्रण पहले ही इस्तेमाल हो चुका है।',
  thisInvitationExpired: 'इस आमंत्रण की समय-सीमा खत्म हो गई है: नया आमंत्रण माँगें।',
  thisInvitationNoRole: 'इस आमंत्रण में कोई मान्य भूमिका नहीं है।',
  countersBeingChecked: 'अभी गिनतियों की जाँच हो रही है। एक मिनट बाद फिर कोशिश करें।',
  countersBeingUpdated: 'अभी गिनतियाँ अपडेट हो रही हैं। कुछ मिनट बाद फिर कोशिश करें।',
  countersCheckedRecently: {
    one: 'गिनतियों की जाँच 10 मिनट से कम समय पहले हुई है। {count} मिनट बाद फिर कोशिश करें।',
    other: 'गिनतियों की जाँच 10 मिनट से कम समय पहले हुई है। {count} मिनट बाद फिर कोशिश करें।',
  },
  admissionNumbersTaken:
    'संगठन में हर प्रवेश संख्या अलग होनी चाहिए। {clashes}। इस बार भेजी गई कोई भी पंक्ति आयात नहीं हुई।',
  admissionNumbersTakenAndMore: {
    one: 'संगठन में हर प्रवेश संख्या अलग होनी चाहिए। {clashes}; और {count} अन्य पंक्ति। इस बार भेजी गई कोई भी पंक्ति आयात नहीं हुई।',
    other:
      'संगठन में हर प्रवेश संख्या अलग होनी चाहिए। {clashes}; और {count} अन्य पंक्तियाँ। इस बार भेजी गई कोई भी पंक्ति आयात नहीं हुई।',
  },
  directoryFull: 'विद्यार्थी सूची भर गई थी और उसे बड़ा किया जा रहा है। एक मिनट बाद फिर से आयात करें।',
  repeatedStudent: 'अमान्य अनुरोध (एक विद्यार्थी दो बार आया है)।',
  progressionFutureYear:
    'शैक्षणिक सत्र {year} अभी शुरू नहीं हुआ है: कक्षोन्नति चालू सत्र की या उससे पहले के सत्र की ही लागू होती है।',
  progressionStudentMissing:
    'इस सूची का एक विद्यार्थी नहीं मिला (शायद इस बीच हटा दिया गया)। सूची फिर से लोड करें और दोबारा लागू करें।',
  progressionNotInClass: '{name} अब इस कक्षा में दर्ज नहीं हैं। सूची फिर से लोड करें और दोबारा लागू करें।',
  progressionOutcomeNotAllowed: '{name} के लिए चुना गया परिणाम इस कक्षा में संभव नहीं है।',
  progressionClosed:
    'इस कक्षा के शैक्षणिक सत्र {year} की कक्षोन्नति पहले ही बंद हो चुकी है: अब इसे बदला नहीं जा सकता।',
  progressionNotYetOpen:
    'सत्र {year} का वर्ष का अंत {date} से लागू किया जा सकता है, जब इसकी अंतिम तिमाही शुरू होती है। उससे पहले केवल सुपर एडमिन कारण बताकर इसे लागू कर सकते हैं।',
  progressionReasonNeeded:
    'सत्र {year} की अंतिम तिमाही {date} को शुरू होगी: इसका वर्ष का अंत अभी लागू करने का कारण लिखें। यह इतिहास में दर्ज होता है।',
  studentNotFound: 'यह विद्यार्थी {org} में नहीं मिला।',
  'action.changeRoles': 'भूमिकाएँ बदलने',
  'action.removeMembers': 'सदस्यों को हटाने',
  'action.promoteMembers': 'सदस्यों को सुपर एडमिन बनाने',
  'action.makeSuperAdmins': 'सदस्यों को सुपर एडमिन बनाने',
  'action.inviteMembers': 'सदस्यों को आमंत्रित करने',
  'action.revokeInvitations': 'आमंत्रण रद्द करने',
  'action.resendInvitations': 'आमंत्रण फिर से भेजने',
  'action.importStudents': 'विद्यार्थियों का आयात करने',
  'action.reconcileCounters': 'गिनतियों का मिलान करने',
  'action.applyProgression': 'वार्षिक कक्षोन्नति लागू करने',
  'action.issueCertificates': 'स्थानांतरण प्रमाण पत्र (TC) जारी करने',
  'action.saveAadhaar': 'आधार संख्या सहेजने',
  'action.removeAadhaar': 'आधार संख्या हटाने',
  'action.seeAadhaar': 'पूरी आधार संख्या देखने',
  'list.problems': '{path}: {text}',
  'list.clashes': 'पंक्ति {row}: {text}',
  offline: 'आप ऑफ़लाइन हैं: इस बदलाव के लिए कनेक्शन चाहिए। ऑनलाइन होने पर फिर कोशिश करें।',
  serverUnavailable: 'सर्वर अभी उपलब्ध नहीं है, इसलिए कुछ नहीं बदला गया। कुछ मिनट बाद फिर कोशिश करें।',
  deadlineExceeded:
    'सर्वर ने समय पर जवाब नहीं दिया। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करने से पहले देख लें कि बदलाव हो गया है या नहीं।',
  bareCode: 'सर्वर यह नहीं कर सका ({code})। बाद में फिर कोशिश करें।',
};
