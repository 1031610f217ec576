// Dialog titles and texts (visitor §2, §6).
export const DIALOG_MESSAGES = {
  logoutTitle: 'Logout Successful',
  logoutMessage: 'You have been successfully logged out.',
  previewOnlyTitle: 'Preview Only',
  previewOnlyText: 'Please log out of your account in order to use the block.',
} as const;
