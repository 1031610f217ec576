// Messages of this library itself, for faults the spec has no wording for. Everything a visitor or a
// template author reads that the spec does word lives in the other catalogue files, spelled as there.
// These are the eager runtime's (dist/sq.js carries the whole object): each can be logged before any
// lazy chunk has loaded. The rest, logged only by lazy code, are in library-elements.ts.
export const LIBRARY_MESSAGES = {
  initializerFailed: 'Sq: an initializer failed; the others still ran.',
  destructorFailed: 'Sq: a destructor failed; the others still ran.',
  elementAlreadyDefined: (tag: string) =>
    `Sq: <${tag}> is already defined by another script; keeping that definition.`,
  chunkLoadFailed: (tag: string) => `Sq: the code for <${tag}> could not be loaded.`,
  moduleLoadFailed: (name: string) => `Sq: the ${name} module could not be loaded.`,
  /** Reading or writing document.cookie throws (a sandboxed frame, a locked-down browser). */
  cookiesUnavailable: 'Sq: cookies are blocked; the site works without them.',
} as const;
