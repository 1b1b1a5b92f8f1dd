// Where the rules catalogue is: its public page and the read that feeds it. Apart from the
// catalogue's schemas (rules-catalogue.ts), so that what needs only the addresses, such as every
// page's code, does not carry zod.
export const RULES_PATH = '/rules';
/** GET: the whole catalogue as /rules shows it. */
export const RULES_API_PATH = '/api/rules';
