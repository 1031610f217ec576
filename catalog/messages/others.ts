// Visitor §8 "Others", and the Typekit error of reference §8. The second-run error is in
// RUNTIME_MESSAGES (./runtime.ts): sq.js needs only that one, and carries every string of an object it imports.
export const OTHER_MESSAGES = {
  fontNoLongerInTypekit: 'Requested font no longer in Typekit',
  noButtonFound: 'Careful, there was no button found inside this node!',
} as const;
