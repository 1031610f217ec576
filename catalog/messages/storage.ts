// Visitor §8 "Events and performance": the storage fault. Its own module because dist/sq.js (storage
// seam) needs only this line, and whatever sq.js imports from a module it carries whole.
export const STORAGE_MESSAGES = {
  storageUnavailable: 'Unable access local/session storage.',
  /** This library's wording: reading or writing document.cookie throws (a sandboxed frame). */
  cookiesUnavailable: 'Sq: cookies are blocked; the site works without them.',
} as const;
