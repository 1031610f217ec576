// Visitor §8 "Others", and the Typekit error of reference §8.
export const OTHER_MESSAGES = {
  secondRun: 'Detected second run, this is bad.',
  fontNoLongerInTypekit: 'Requested font no longer in Typekit',
  noButtonFound: 'Careful, there was no button found inside this node!',
} as const;
