// A new visitor's first page: the pageview writes ss_cvr after load and idle (runtime/visitor/pageview.ts),
// but a form renders before that, so its census form-render would carry an empty visitor cookie. Census
// calls made before the page's view is counted wait for it (issue 16 point 20). Shared by the tracking
// chunk (which settles it) and the form's census (which waits); no eager code.

let settle!: () => void;

/** Settles once this page's view has been counted (ss_cvr written), or once it is known it will not be. */
export const visitCounted: Promise<void> = new Promise((resolve) => { settle = resolve; });

/** Called by the tracking chunk: the view is counted, or this page records none (not a tracked visitor). */
export const settleVisitCount = (): void => settle();
