// Forms: what only a submission uses (reference §3.8, §5; visitor §3, §5): the validation bounds and how
// values are sent. A module of its own so that the form's first render, which needs ./forms.ts, does not
// carry them: they load with the form's submission code.

/** What a password field's value is replaced with. */
export const MASKED_FIELD_PLACEHOLDER = '__MASKED_FIELD__';

/** Validation bounds (reference §5, visitor §5). */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;
export const US_ZIP_LENGTH = 5;
/**
 * The country texts (compared trimmed, case- and dot-insensitive) that make an address a US one, so its
 * zip must be exactly US_ZIP_LENGTH digits (visitor §5). The country part is free text; this library's list.
 */
export const US_COUNTRY_NAMES = ['us', 'usa', 'united states', 'united states of america'] as const;
/** A phone value with this many parts gets an empty country part prepended. */
export const PHONE_PARTS_WITHOUT_COUNTRY = 3;
