// Newsletter block configuration (reference §5, §8).
export const NEWSLETTER_MESSAGES = {
  listRequired: 'A List must be selected',
  noMailingLists: "You don't have any mailing lists. Please create one before continuing",
} as const;
