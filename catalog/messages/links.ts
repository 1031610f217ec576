// Link and option validation (reference §5).
export const LINK_MESSAGES = {
  /** The source writes {host} twice: one per accepted form of the address. */
  linksFormat: (host: string, alternateHost: string) => `Links must be formatted as ${host} or ${alternateHost}`,
  invalidPageUrl: (val: string) => `${val} is not a valid page URL`,
  notExpectedOption: (val: string) => `${val} is not one of the expected options`,
} as const;
