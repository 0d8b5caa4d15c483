/**
 * What the selection page says when the memberships cannot be read. Apart from the feature's book
 * so that the provider (in the main chunk) does not carry the book; the book translates it.
 */
export const ORGANIZATIONS_NOT_LOADED =
  // eslint-disable-next-line village/no-literal-text -- the English, which the organizations book words
  'Your organizations could not be loaded. Check your connection.';
