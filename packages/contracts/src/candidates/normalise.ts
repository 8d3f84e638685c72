/** Duplicate detection compares these forms of email and phone. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * The last ten digits, so a country code or punctuation does not hide a duplicate: "+86 138-0000-0000"
 * matches "13800000000", "+1 (415) 555-0100" matches "415 555 0100".
 */
export const normalisePhone = (phone: string): string => phone.replace(/\D/g, '').slice(-10);
