import type { MessagesOf } from '../../lib/i18n/messages';
import type { layoutMessages } from './messages';

export const hi: MessagesOf<(typeof layoutMessages)['en']> = {
  'shell.tagline': 'विद्यार्थी प्रबंधन प्रणाली',
  'shell.mainNavigation': 'मुख्य',
  'shell.openMenu': 'मेन्यू खोलें',
  'shell.toggleSidebar': 'साइडबार दिखाएँ या छिपाएँ',
};
