// Messages of this library's elements and their lazy code, for faults the spec has no wording for. Kept
// apart from library.ts, whose object dist/sq.js carries whole: only element chunks need these.
export const ELEMENT_LIBRARY_MESSAGES = {
  elementRenderFailed: (tag: string) =>
    `Sq: <${tag}> failed to render; its server-rendered content is shown instead.`,
  imageFitAlignmentMissing: (source: string) =>
    `Sq: the fit-mode image ${source} has no fitAlignment; centring it.`,
  unknownOption: (attribute: string, value: string, fallback: string) =>
    `Sq: "${value}" is not a valid ${attribute}; using "${fallback}".`,
  scriptLoadFailed: (url: string) => `Sq: the script ${url} could not be loaded.`,
  scriptLoadTimedOut: (url: string, ms: number) => `Sq: the script ${url} did not load within ${ms} ms.`,
} as const;
