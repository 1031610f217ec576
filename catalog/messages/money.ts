// Money formatter (reference §8, visitor §5).
export const MONEY_MESSAGES = {
  formatExpectsMoney: 'Format expects a Money instance.',
} as const;
