import type { MessagesOf } from '../../../lib/i18n/messages';
import type { noAccessMessages } from './messages';

export const hi: MessagesOf<(typeof noAccessMessages)['en']> = {
  title: 'आपको यह पेज खोलने की अनुमति नहीं है',
  asRole: '{org} के {role} के रूप में आप यह पेज नहीं खोल सकते। ज़रूरत हो तो संगठन के किसी सुपर एडमिन से कहें।',
  chooseFirst: 'पहले एक संगठन चुनें।',
  back: 'डैशबोर्ड पर वापस जाएँ',
  thisOrganization: 'इस संगठन',
};
