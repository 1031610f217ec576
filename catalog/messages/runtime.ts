// Visitor §8 "Others": the one message of that list the eager runtime (dist/sq.js) logs itself.
export const RUNTIME_MESSAGES = {
  secondRun: 'Detected second run, this is bad.',
} as const;
