// Messages of this library itself, for faults the spec has no wording for. Everything a visitor or a
// template author reads that the spec does word lives in the other catalogue files, spelled as there.
export const LIBRARY_MESSAGES = {
  initializerFailed: 'Sq: an initializer failed; the others still ran.',
  destructorFailed: 'Sq: a destructor failed; the others still ran.',
  elementAlreadyDefined: (tag: string) =>
    `Sq: <${tag}> is already defined by another script; keeping that definition.`,
  elementRenderFailed: (tag: string) =>
    `Sq: <${tag}> failed to render; its server-rendered content is shown instead.`,
  chunkLoadFailed: (tag: string) => `Sq: the code for <${tag}> could not be loaded.`,
  moduleLoadFailed: (name: string) => `Sq: the ${name} module could not be loaded.`,
  moduleFailed: (name: string) => `Sq: the ${name} module failed to start; the page is unaffected.`,
  imageFitAlignmentMissing: (source: string) =>
    `Sq: the fit-mode image ${source} has no fitAlignment; centring it.`,
  unknownOption: (attribute: string, value: string, fallback: string) =>
    `Sq: "${value}" is not a valid ${attribute}; using "${fallback}".`,
  scriptLoadFailed: (url: string) => `Sq: the script ${url} could not be loaded.`,
  scriptLoadTimedOut: (url: string, ms: number) => `Sq: the script ${url} did not load within ${ms} ms.`,
  // Form field errors the spec words no message for; a visitor reads them, so no prefix.
} as const;
