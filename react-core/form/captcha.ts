// The captcha adapter (visitor §4 "Form", §5 "Forms", §8 "Form"): a reCAPTCHA-style provider with
// explicit rendering (render into a container, read the token, reset after a failed submission),
// loaded through the runtime's one script loader. The form validates "completed" as token() !== null.
// Its own chunk: the form fetches it only when its JSON asks for a captcha (lazy-code.ts).
import { FORM_MESSAGES } from '../../catalog/messages/form.ts';
import { logError } from '../../runtime/log.ts';
import { loadScript } from '../../runtime/script-loader.ts';

/** The local API server's stand-in (demo/server/routes/fake-scripts.mjs). */
export const FAKE_CAPTCHA = { globalName: '__sqFakeCaptcha', scriptUrl: '/__fake/captcha.js' } as const;

/** The part of the provider's API the adapter uses (reCAPTCHA v2 explicit rendering). */
interface Provider {
  ready?(fn: () => void): void;
  render(container: HTMLElement, parameters: { sitekey?: string }): unknown;
  getResponse(widgetId?: unknown): string;
  reset(widgetId?: unknown): void;
}

export interface Captcha {
  /**
   * Loads the provider and draws the challenge; never rejects (a failure is logged instead). Resolves
   * true once drawn, false when it could not be (the caller may call it again: a failed script load is
   * forgotten by the loader, so the next call fetches it again).
   */
  render(container: HTMLElement): Promise<boolean>;
  /** The completed challenge's token, null while it is not completed (or never rendered). */
  token(): string | null;
  /** Clears the challenge, as after a failed submission; a no-op before render. */
  reset(): void;
}

export interface CaptchaOptions {
  scriptUrl: string;
  siteKey?: string;
  /** The provider's global, read once the script has loaded (the element's default: reCAPTCHA's `grecaptcha`). */
  globalName: string;
  timeoutMs?: number;
}

const isProvider = (value: unknown): value is Provider =>
  typeof value === 'object' && value !== null
  && ['render', 'getResponse', 'reset'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/**
 * Loads the provider script and returns an adapter. 'ReCaptcha has not been set up!' is logged when the
 * script loaded but the provider global is missing; a failed load or render logs 'Could not render form'.
 */
export function createCaptcha(options: CaptchaOptions): Captcha {
  const { globalName } = options;
  let provider: Provider | null = null;
  let widgetId: unknown;

  async function render(container: HTMLElement): Promise<boolean> {
    try {
      await loadScript(options.scriptUrl, options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs });
    } catch (error) {
      logError(FORM_MESSAGES.renderFailed, error);
      return false;
    }
    const found = (window as unknown as Record<string, unknown>)[globalName];
    if (!isProvider(found)) {
      logError(FORM_MESSAGES.captchaMissing);
      return false;
    }
    try {
      // reCAPTCHA's global exists before its API is usable; ready() waits for it.
      if (typeof found.ready === 'function') await new Promise<void>((resolve) => found.ready!(resolve));
      widgetId = found.render(container, options.siteKey === undefined ? {} : { sitekey: options.siteKey });
      provider = found;
      return true;
    } catch (error) {
      logError(FORM_MESSAGES.renderFailed, error);
      return false;
    }
  }

  function token(): string | null {
    if (!provider) return null;
    try {
      const response = provider.getResponse(widgetId);
      return typeof response === 'string' && response !== '' ? response : null;
    } catch {
      return null;
    }
  }

  function reset(): void {
    try {
      provider?.reset(widgetId);
    } catch {
      // A provider that cannot reset leaves its old challenge; the server refuses a reused token.
    }
  }

  return { render, token, reset };
}
