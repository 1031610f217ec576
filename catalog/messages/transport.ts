// This library's wording for the transport's own faults (the spec has none). Apart from library.ts,
// whose object dist/sq.js carries whole: the transport loads with the code that makes requests.
export const TRANSPORT_MESSAGES = {
  /** A header value read from a tampered cookie or storage that fetch would refuse (issue 22). */
  headerDropped: (name: string) => `Sq: the ${name} header was left out: its value is not valid header text.`,
} as const;
