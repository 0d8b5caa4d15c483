import type { MessagesOf } from '../../../lib/i18n/messages';
import type { organizationSwitcherMessages } from './messages';

export const hi: MessagesOf<(typeof organizationSwitcherMessages)['en']> = {
  'orgSwitcher.loading': 'लोड हो रहा है…',
  'orgSwitcher.button': 'संगठन: {name}। संगठन बदलें',
  'orgSwitcher.none': 'कोई नहीं',
  'orgSwitcher.select': 'संगठन चुनें',
  'orgSwitcher.searchPlaceholder': 'संगठन खोजें...',
  'orgSwitcher.search': 'संगठन खोजें',
  'orgSwitcher.noneFound': 'कोई संगठन नहीं मिला।',
  'orgSwitcher.list': 'आपके संगठन',
  'orgSwitcher.create': 'संगठन बनाएँ',
};
