// Video blocks (reference §5; visitor §5, §8).
export const VIDEO_MESSAGES = {
  invalidEmbed: 'Invalid video embed.',
  customFeaturedImages:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  vimeoBasicUnsupported: 'Vimeo Basic accounts are unsupported. Please share a video from a different account.',
  videoLoaderNotFound: 'VideoLoader not found',
} as const;
