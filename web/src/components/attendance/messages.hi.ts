import type { MessagesOf } from '../../lib/i18n/messages';
import type { AttendanceSummaryTexts } from './messages';

export const hi: MessagesOf<AttendanceSummaryTexts> = {
  'card.title': 'आज की उपस्थिति',
  'card.loading': 'आज की उपस्थिति लोड हो रही है…',
  'card.offline': 'आप ऑफ़लाइन हैं, और आज की उपस्थिति इस डिवाइस पर अभी लोड नहीं हुई है।',
  'card.failed': 'आज की उपस्थिति लोड नहीं हो सकी।',
  'card.percent': '{percent}% उपस्थित',
  'card.counts': '{present} उपस्थित, {absent} अनुपस्थित, {leave} छुट्टी पर, {half} आधा दिन',
  'card.classesTaken': {
    one: '{count} कक्षा की हाज़िरी ली गई',
    other: '{count} कक्षाओं की हाज़िरी ली गई',
  },
  'card.notTaken': 'आज अभी किसी कक्षा की हाज़िरी नहीं ली गई है।',
  'card.weeklyOff': 'आज स्कूल नहीं है: साप्ताहिक छुट्टी।',
  'card.holiday': 'आज स्कूल नहीं है: {name}।',
  'card.unmarked': 'आज जिनकी हाज़िरी अभी नहीं ली गई',
  'card.unmarkedNone': 'आज हर कक्षा की हाज़िरी ली जा चुकी है।',
  'card.noClasses': 'अभी कोई कक्षा नहीं है: विद्यार्थियों को कक्षा देने पर दिखेंगी।',
  'card.classesFailed': 'कक्षाओं की सूची लोड नहीं हो सकी।',
  'card.markClass': '{class} की हाज़िरी लें',
  'card.register': 'मासिक उपस्थिति रजिस्टर',

  'strip.title': 'इस वर्ष की उपस्थिति',
  'strip.summary': '{taken} में से {attended} दिन उपस्थित, {percent}%',
  'strip.none': 'इस वर्ष इस बच्चे की हाज़िरी अभी नहीं ली गई है।',
  'strip.offline': 'आप ऑफ़लाइन हैं, और उपस्थिति इस डिवाइस पर अभी लोड नहीं हुई है।',
  'strip.failed': 'उपस्थिति लोड नहीं हो सकी।',
  'strip.months': 'महीनेवार',
  'strip.monthNotTaken': 'हाज़िरी नहीं ली गई',
  'strip.monthCounts': '{present} उपस्थित, {absent} अनुपस्थित, {leave} छुट्टी, {half} आधा दिन',
};
