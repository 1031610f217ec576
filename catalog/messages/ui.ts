// General UI messages (reference §5, §8).
export const UI_MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  unableToLoadTryAgain: 'Unable to load. Try again.',
  unableToLoadResults: 'Unable to load results',
  unableToLoadCollections: 'Unable to load collections',
  unableToConnect: 'Unable to connect. Please try again',
  unableToLocateContent: 'Unable to locate content',
  networkError: 'Network error',
  pleaseTryAgain: 'Please try again.',
  checkConnection: 'Please check your internet connection.',
  timezoneLoadFailed: (timeZone: string) =>
    `Failed to load timezone "${timeZone}". Retry connection or verify site availability.`,
  codeEditingUnavailable: 'Code editing is not available on Android.',
} as const;
