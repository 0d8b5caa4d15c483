/** How a phone number is shown to staff in an empty field: the way they write one. */
export const PHONE_PLACEHOLDER = '+91 98765 43210';

/** Room for "+91 98765 43210" and the other ways staff write a number. */
export const PHONE_MAX_LENGTH = 20;
