// The contact form's storage names, apart from the code that uses them: the privacy policy's
// storage list reads them without loading the form's code.

/** localStorage: the unsent form and its submission id, until sent or emptied. */
export const CONTACT_DRAFT_KEY = 'contact-form-draft';

/** localStorage: returned messages waiting for the form to be free, each until it is the draft. */
export const WAITING_MESSAGES_KEY = 'contact-form-returned';

/**
 * sessionStorage: where this tab's visit began and the articles read since (lead-source.ts),
 * sent with a contact message as its source; gone when the tab closes.
 */
export const LEAD_SOURCE_KEY = 'lead-source';
