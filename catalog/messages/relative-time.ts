// Relative-time label, under 60 s (visitor §9).
export const RELATIVE_TIME_MESSAGES = {
  justNow: 'just now',
  secondsAgo: (n: number) => `about ${n} seconds ago`,
} as const;
