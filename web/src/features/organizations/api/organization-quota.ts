import { ORGANIZATION_QUOTA } from '@village/model/limits';
import { interpolate } from '../../../lib/i18n/catalog';

/** The words for a founder who has created ORGANIZATION_QUOTA.perWindow organizations lately. */
export const ORGANIZATION_QUOTA_TEXT =
  // eslint-disable-next-line village/no-literal-text -- the English, which the organizations book words
  'You have created {count} organizations in the last {hours} hours, the most allowed. Try again tomorrow.';
/** Its values: the feature's book words it in the person's language with them. */
export const ORGANIZATION_QUOTA_VALUES = {
  count: ORGANIZATION_QUOTA.perWindow,
  hours: ORGANIZATION_QUOTA.windowHours,
};
export const ORGANIZATION_QUOTA_MESSAGE = interpolate(
  ORGANIZATION_QUOTA_TEXT,
  ORGANIZATION_QUOTA_VALUES,
);

/**
 * A founder over ORGANIZATION_QUOTA: refused before anything is written (the rules would refuse
 * the batch too), and shown as it is by CreateOrganizationDialog. Apart from organizations.ts so
 * that the dialog does not load Firestore to recognise it.
 */
export class OrganizationQuotaError extends Error {
  constructor() {
    super(ORGANIZATION_QUOTA_MESSAGE);
    this.name = 'OrganizationQuotaError';
  }
}
