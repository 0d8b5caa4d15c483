import type { MessagesOf } from '../i18n/messages';
import type { exportMessages } from './messages';

export const hi: MessagesOf<(typeof exportMessages)['en']> = {
  'column.Student ID': 'विद्यार्थी आईडी',
  'column.Name': 'नाम',
  'column.Gender': 'लिंग',
  'column.Date of Birth': 'जन्म तिथि',
  'column.Age': 'आयु',
  'column.Education Level': 'शिक्षा स्तर',
  'column.Course': 'पाठ्यक्रम',
  'column.Category': 'श्रेणी',
  'column.School / College': 'विद्यालय / महाविद्यालय',
  'column.Address': 'पता',
  'column.Parent / Guardian': 'अभिभावक',
  'column.Parent Contact': 'अभिभावक संपर्क',
  'column.Status': 'स्थिति',
};
