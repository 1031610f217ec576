// Messages of this library's elements and other lazy code (site modules, the tracking chunk), for faults
// the spec has no wording for. Kept apart from library.ts, whose object dist/sq.js carries whole: only
// lazy chunks log these.
export const ELEMENT_LIBRARY_MESSAGES = {
  elementRenderFailed: (tag: string) =>
    `Sq: <${tag}> failed to render; its server-rendered content is shown instead.`,
  imageFitAlignmentMissing: (source: string) =>
    `Sq: the fit-mode image ${source} has no fitAlignment; centring it.`,
  unknownOption: (attribute: string, value: string, fallback: string) =>
    `Sq: "${value}" is not a valid ${attribute}; using "${fallback}".`,
  scriptLoadFailed: (url: string) => `Sq: the script ${url} could not be loaded.`,
  scriptLoadTimedOut: (url: string, ms: number) => `Sq: the script ${url} did not load within ${ms} ms.`,
  /** A loaded module threw as it started (site modules, tracking). */
  moduleFailed: (name: string) => `Sq: the ${name} module failed to start; the page is unaffected.`,
} as const;
