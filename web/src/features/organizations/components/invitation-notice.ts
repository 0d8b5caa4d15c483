import { useCallableErrorText } from '../../../lib/callable-messages/use-callable-error-text';
import { useMessages, type TranslateOf } from '../../../lib/i18n/messages';
import { organizationMessages } from '../messages';

type OrganizationTexts = (typeof organizationMessages)['en'];

/**
 * A notice under the invitations: a text of the book, or a failed call's error. What to say, not
 * the words: they are made at each draw, so a switch of language redraws them.
 */
export type InvitationNotice =
  | {
      severity: 'error' | 'success';
      key: Parameters<TranslateOf<OrganizationTexts>>[0];
      values?: Record<string, string>;
    }
  | { severity: 'error'; error: unknown };

/** A notice's words in the current language. */
export function useInvitationNoticeText(): (notice: InvitationNotice) => string {
  const t = useMessages(organizationMessages);
  const errorText = useCallableErrorText();
  return (notice) => ('error' in notice ? errorText(notice.error) : t(notice.key, notice.values));
}
