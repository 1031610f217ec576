// Play and pause reach a provider's player through its embedded frame (visitor §7: "A video
// provider is sent a play/pause message through its embedded frame"). The spec does not word the
// messages; these are the providers' own postMessage shapes: YouTube's iframe API command (the
// embed url must carry enablejsapi=1) and Vimeo's player API method, both as JSON text as their
// players read them; any other provider gets a plain { type } object.
export type VideoCommand = 'play' | 'pause';

/** Providers whose player messages this module knows; any other name gets the generic shape. */
export const KNOWN_PROVIDERS = ['youtube', 'vimeo'] as const;
export type KnownProvider = (typeof KNOWN_PROVIDERS)[number];

const PROVIDER_HOSTS: [RegExp, KnownProvider][] = [
  [/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)vimeo\.com$/, 'vimeo'],
];

/** The provider attribute, lower-cased; without one, the provider is recognised from the embed url. */
export function providerOf(attribute: string, src: string): string {
  const named = attribute.trim().toLowerCase();
  if (named) return named;
  let host = '';
  try {
    host = new URL(src, document.baseURI).hostname;
  } catch {
    return '';
  }
  return PROVIDER_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? '';
}

export function providerMessage(provider: string, command: VideoCommand): unknown {
  if (provider === 'youtube') {
    return JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: '' });
  }
  if (provider === 'vimeo') return JSON.stringify({ method: command });
  return { type: command };
}

/**
 * Posts the command to the frame, addressed to the origin of its src so that a frame navigated
 * elsewhere never receives it. A frame still loading drops it; callers post again on `load`.
 */
export function postCommand(frame: HTMLIFrameElement, provider: string, command: VideoCommand): void {
  const target = frame.contentWindow;
  if (!target) return;
  let origin: string;
  try {
    origin = new URL(frame.src, document.baseURI).origin;
  } catch {
    return;
  }
  if (origin === 'null') return; // about:, data: and srcdoc frames have no provider to talk to
  target.postMessage(providerMessage(provider, command), origin);
}

/** Vimeo's oEmbed account_type of a Basic account, whose videos are unsupported (reference §5). */
export const VIMEO_BASIC_ACCOUNT_TYPE = 'basic';

export function isVimeoBasic(provider: string, accountType: string): boolean {
  return provider === 'vimeo' && accountType.trim().toLowerCase() === VIMEO_BASIC_ACCOUNT_TYPE;
}
