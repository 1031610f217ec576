// <sq-form>'s lazy chunks: the submission code (checks, client, redirect, success view), prefetched on
// the form's first focus or input and awaited on submit; the captcha adapter, fetched only for a
// form whose JSON asks for a captcha; and the census call, fetched after the form's first render. A chunk that cannot load rejects with a ChunkLoadError
// (runtime/chunk-loader.ts, the reference's chunk time-out); the view turns that into a message.
import { loadChunk } from '../../runtime/chunk-loader.ts';

export type SubmissionCode = typeof import('./submission.ts');
export type CaptchaCode = typeof import('./captcha.ts');
export type CensusCode = typeof import('./census.ts');

/** How each chunk is imported; a test may swap one (to watch it, or make it fail) and put it back. */
export const FORM_CHUNKS = {
  submission: (): Promise<SubmissionCode> => import('./submission.ts'),
  captcha: (): Promise<CaptchaCode> => import('./captcha.ts'),
  census: (): Promise<CensusCode> => import('./census.ts'),
};

// The browser keeps a module once loaded, so only the first call fetches; after a failed load the
// next call fetches again (Chromium does; the view then retries on the visitor's next submit).
export const loadSubmissionCode = (): Promise<SubmissionCode> => loadChunk('sq-form/submission', () => FORM_CHUNKS.submission());
export const loadCaptchaCode = (): Promise<CaptchaCode> => loadChunk('sq-form/captcha', () => FORM_CHUNKS.captcha());

/**
 * census form-render once per form on the page (census.ts), from its own small chunk: the call goes after
 * the render, so its code need not come with it. Like the call's own failures, a chunk that cannot load
 * is swallowed (tracking never disturbs the form).
 */
export const recordFormRender = (formId: string): Promise<void> =>
  FORM_CHUNKS.census().then((census) => census.recordFormRender(formId), () => undefined);
