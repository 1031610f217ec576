// The experiment client (visitor §3 "Experiment context", §4 "Experiment client", §5 "Experiment lookups",
// §6): feature toggles and A/B tests from the contexts the page was served with. A lookup that cannot be
// answered logs the catalogued error and returns the caller's fallback; nothing here throws.
import { EXPERIMENT_TYPES, TOGGLE_ON_VARIANT, type ExperimentType } from '../../catalog/analytics.ts';
import { EXPERIMENT_OVERRIDE_PREFIX } from '../../catalog/experiments.ts';
import { SITE_STATUSES } from '../../catalog/site.ts';
import { EXPERIMENT_MESSAGES } from '../../catalog/messages/experiments.ts';
import type { SiteContext } from '../context.ts';
import { logError } from '../log.ts';

export type ExperimentContext = SiteContext['experiments'][number];

export interface LoadOptions {
  /** The site has internal status: `?sq-experiment-<name>=<variant>` overrides a variant. */
  internal?: boolean;
  /** Where the overrides are read from (default: the page's address). */
  url?: URL;
}

export interface ExperimentClient {
  readonly loaded: boolean;
  /** Takes the contexts (SiteContext['experiments'] or raw JSON); malformed entries are skipped. */
  load(contexts: unknown, options?: LoadOptions): void;
  /** FEATURE_TOGGLE: on when its variant is the text 'true'. */
  isFeatureEnabled(name: string, fallback?: boolean): boolean;
  /** AB_TEST: the visitor's variant. */
  getVariant(name: string, fallback: string): string;
  /** The context as loaded (after overrides), or undefined; never logs. */
  getContext(name: string): ExperimentContext | undefined;
}

/** Overrides are honoured on internal-status sites only (visitor §6). */
export const isInternalSite = (context: Pick<SiteContext, 'siteStatus'>): boolean =>
  context.siteStatus === SITE_STATUSES.INTERNAL;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * One context, or null when it has no name to look it up by. A variant that is not text makes the
 * definition invalid rather than the entry disappear, so its lookup says so.
 */
function parseContext(raw: unknown): ExperimentContext | null {
  if (!isRecord(raw) || typeof raw.name !== 'string' || raw.name === '') return null;
  return {
    name: raw.name,
    experimentType: text(raw.experimentType),
    variant: text(raw.variant),
    segmentName: text(raw.segmentName),
    containsError: raw.containsError === true || typeof raw.variant !== 'string',
  };
}

function overridesFrom(url: URL): Map<string, string> {
  const overrides = new Map<string, string>();
  for (const [key, value] of url.searchParams) {
    if (key.startsWith(EXPERIMENT_OVERRIDE_PREFIX) && key.length > EXPERIMENT_OVERRIDE_PREFIX.length) {
      overrides.set(key.slice(EXPERIMENT_OVERRIDE_PREFIX.length), value);
    }
  }
  return overrides;
}

const knownType = (type: string): type is ExperimentType => (EXPERIMENT_TYPES as readonly string[]).includes(type);

export function createExperimentClient(): ExperimentClient {
  let contexts: Map<string, ExperimentContext> | null = null;

  /** The context when it is valid and of `type`; otherwise logs why (the name goes along as detail). */
  function lookup(name: string, type: ExperimentType): ExperimentContext | undefined {
    const fail = (message: string): undefined => { logError(message, name); return undefined; };
    if (!contexts) return fail(EXPERIMENT_MESSAGES.configNotLoaded);
    const context = contexts.get(name);
    if (!context) return fail(EXPERIMENT_MESSAGES.featureMissing);
    if (context.containsError || !knownType(context.experimentType)) return fail(EXPERIMENT_MESSAGES.invalidDefinition);
    if (context.experimentType !== type) return fail(EXPERIMENT_MESSAGES.featureWrongType(type));
    return context;
  }

  return {
    get loaded() { return contexts !== null; },

    load(raw, options = {}) {
      const loaded = new Map<string, ExperimentContext>();
      for (const entry of Array.isArray(raw) ? raw : []) {
        const context = parseContext(entry);
        // The first context of a name wins; a later duplicate is skipped like a malformed one.
        if (context && !loaded.has(context.name)) loaded.set(context.name, context);
      }
      if (options.internal) {
        const url = options.url ?? new URL(location.href);
        for (const [name, variant] of overridesFrom(url)) {
          const context = loaded.get(name);
          if (context) loaded.set(name, { ...context, variant });
        }
      }
      contexts = loaded;
    },

    isFeatureEnabled(name, fallback = false) {
      const context = lookup(name, 'FEATURE_TOGGLE');
      return context ? context.variant === TOGGLE_ON_VARIANT : fallback;
    },

    getVariant(name, fallback) {
      return lookup(name, 'AB_TEST')?.variant ?? fallback;
    },

    getContext(name) {
      const context = contexts?.get(name);
      return context ? { ...context } : undefined;
    },
  };
}
