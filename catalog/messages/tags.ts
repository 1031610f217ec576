// Tags and categories (reference §5).
export const TAG_MESSAGES = {
  alreadyExists: (tagType: string) => `This ${tagType} already exists`,
  editOneAtATime: (tagType: string) => `You may only edit one ${tagType} at a time`,
} as const;
