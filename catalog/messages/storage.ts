// Visitor §8 "Events and performance": the storage fault. Its own module because dist/sq.js (storage
// seam) needs only this line, and whatever sq.js imports from a module it carries whole.
export const STORAGE_MESSAGES = {
  storageUnavailable: 'Unable access local/session storage.',
} as const;
