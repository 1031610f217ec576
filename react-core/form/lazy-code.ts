// <sq-form>'s lazy chunks: the submission code (checks, client, redirect, success view), prefetched on
// the form's first focus or input and awaited on submit, and the captcha adapter, fetched only for a
// form whose JSON asks for a captcha. A chunk that cannot load rejects with a ChunkLoadError
// (runtime/chunk-loader.ts, the reference's chunk time-out); the view turns that into a message.
import { loadChunk } from '../../runtime/chunk-loader.ts';

export type SubmissionCode = typeof import('./submission.ts');
export type CaptchaCode = typeof import('./captcha.ts');

/** How each chunk is imported; a test may swap one (to watch it, or make it fail) and put it back. */
export const FORM_CHUNKS = {
  submission: (): Promise<SubmissionCode> => import('./submission.ts'),
  captcha: (): Promise<CaptchaCode> => import('./captcha.ts'),
};

// The browser keeps a module once loaded, so only the first call fetches; after a failed load the
// next call fetches again (Chromium does; the view then retries on the visitor's next submit).
export const loadSubmissionCode = (): Promise<SubmissionCode> => loadChunk('sq-form/submission', () => FORM_CHUNKS.submission());
export const loadCaptchaCode = (): Promise<CaptchaCode> => loadChunk('sq-form/captcha', () => FORM_CHUNKS.captcha());
