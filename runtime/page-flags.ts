// Query flags that change what a page shows (visitor §2): one reading for every module that asks.
import { QUERY_PARAMS } from '../catalog/routes.ts';

/** The page was rendered for a screenshot (`?screenshot`, any value): no popup overlay, no cookie banner. */
export const screenshotRequested = (search: string = location.search): boolean =>
  new URLSearchParams(search).has(QUERY_PARAMS.screenshot);
