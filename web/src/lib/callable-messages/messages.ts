import {
  REFUSAL_ACTIONS,
  REFUSAL_LIST_ITEMS,
  REFUSALS,
  type RefusalAction,
  type RefusalListName,
} from '@village/model/refusals';
import { defineMessages, type MessageBook } from '../i18n/messages';
import { OFFLINE_TEXT } from './offline/messages';

// The actions a refusal names ("Only a Super Admin can {action} …"), as keys of this book.
const actions = Object.fromEntries(
  Object.entries(REFUSAL_ACTIONS).map(([action, words]) => [`action.${action}`, words]),
) as { [A in RefusalAction as `action.${A}`]: (typeof REFUSAL_ACTIONS)[A] };

// Each entry of a list a refusal names ("Row {row}: {text}"), as keys of this book.
const listItems = Object.fromEntries(
  Object.entries(REFUSAL_LIST_ITEMS).map(([name, words]) => [`list.${name}`, words]),
) as { [N in RefusalListName as `list.${N}`]: (typeof REFUSAL_LIST_ITEMS)[N] };

const en = {
  ...REFUSALS,
  ...actions,
  ...listItems,
  offline: OFFLINE_TEXT,
  serverUnavailable:
    'The server is not available right now, so nothing was changed. Try again in a few minutes.',
  deadlineExceeded:
    'The server did not answer in time. Check your connection, then look whether the change was made before trying again.',
  bareCode: 'The server could not do this ({code}). Try again later.',
};

/**
 * What a callable's failure says: the functions' refusals (their English is the model's templates,
 * imported, so the two cannot drift apart), and the web's own words for a call that failed on the
 * way (offline, server down, too slow). Typed, not inferred: the Hindi chunk's type refers back
 * to this book.
 */
export const callableMessages: MessageBook<typeof en> = defineMessages('callables', en, {
  hi: () => import('./messages.hi').then((m) => m.hi),
});
