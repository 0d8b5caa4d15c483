/** What a call says offline, in English: the callables' book has it, and a call that fails before
 * that book could load says it too. */
export const OFFLINE_TEXT =
  'You are offline: this change needs a connection. Try again when you are back online.';
