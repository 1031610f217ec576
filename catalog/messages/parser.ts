// Visitor §8 "Parser".
export const PARSER_MESSAGES = {
  expected: (expected: string, found: string) => `Expected ${expected} but ${found} found.`,
} as const;
