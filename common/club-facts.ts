// Facts about the club that the spec fixes (section 9); zod-free, so any page may use them.
export const MEETING_SCHEDULE = 'Fridays 4:00-6:00 PM';
export const MEETING_PLACE = 'a campus center room';
export const TYPICAL_APPROVAL_TIME = '1-2 business days';
