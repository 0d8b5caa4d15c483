/** The consent's messages, in English (the web's validation book translates by them). */
export const CONSENT_MESSAGES = {
  givenByRequired: 'Enter the name of the person who gave the consent',
  relationRequired: 'Choose who gave the consent',
  dateRequired: 'Enter the date',
  dateForm: 'Use the form YYYY-MM-DD',
  notARealDate: 'Not a real date',
  inFuture: 'The date cannot be in the future',
  withdrawnBeforeGiven: 'A consent is withdrawn on or after the day it was given',
  apaarNeedsConsent:
    "Record the parent's consent to the APAAR ID under Consent before entering the ID",
} as const;
