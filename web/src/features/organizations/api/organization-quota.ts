import { ORGANIZATION_QUOTA } from '@village/model/limits';

/** The words for a founder who has created ORGANIZATION_QUOTA.perWindow organizations lately. */
export const ORGANIZATION_QUOTA_MESSAGE = `You have created ${ORGANIZATION_QUOTA.perWindow} organizations in the last ${ORGANIZATION_QUOTA.windowHours} hours, the most allowed. Try again tomorrow.`;

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
