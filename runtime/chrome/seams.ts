// The site chrome's seams (visitor §2): where it navigates, whether the page is framed (the backend
// shows the site in a frame under /config/), the address it reads, and how it shows the information
// dialog. Tests replace them and put the defaults back from `defaultChromeSeams`.
import { LIBRARY_MESSAGES } from '../../catalog/messages/library.ts';
import { logWarn } from '../log.ts';
import { navigate } from '../utils/safe-url.ts';

export interface InfoOptions { title: string; message: string }
export type NavigateMode = 'replace' | 'assign';

export interface ChromeSeams {
  /** Leaves the page: `replace` for redirects (no history entry), `assign` for Escape's config entry. */
  navigate(url: string, mode: NavigateMode): void;
  /** True inside a frame (the backend's preview), false on a top-level load. */
  framed(): boolean;
  /** The page's address. */
  address(): string;
  /** The information popup (react-core/dialogs, loaded on first use). */
  info(options: InfoOptions): Promise<void>;
}

export const defaultChromeSeams: Readonly<ChromeSeams> = {
  navigate: (url, mode) => navigate(url, 'same-site', 'the site chrome', mode),
  framed: () => window.top !== window,
  address: () => location.href,
  // A failed import of the dialogs API is warned about here; a failed load of the dialog's own code is
  // warned about by the API (so the notice never warns twice).
  info: (options) => import('../../react-core/dialogs/api.ts').then(
    (m) => m.info(options),
    () => logWarn(LIBRARY_MESSAGES.moduleLoadFailed('dialogs')),
  ),
};

export const chromeSeams: ChromeSeams = { ...defaultChromeSeams };
