/**
 * The shop's address for customers, written once (issue 39 item 28: the mails' footer said sales@
 * where the site says info@): the mails' footer prints it, and a test holds the site's contact
 * setting (`content/<lang>/setting.json`) to it. `STAFF_EMAIL` (config) is another thing: where the
 * shop's own notices to staff go.
 */
export const CONTACT_EMAIL = 'info@orioni.ge';
