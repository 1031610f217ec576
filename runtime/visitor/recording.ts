// Session-recording eligibility (reference §9 "Recording eligibility": the feature toggle on, the sampled
// variant true, more than 2 logical cores) and the recording id call that only an eligible visitor makes
// (visitor §7 points to document 2, which does not show it: the call is this library's design).
import { RECORDING_MIN_LOGICAL_CORES_EXCLUSIVE, TRACKING_TIMEOUT_MS } from '../../catalog/constants.ts';
import { RECORDING_EXPERIMENTS, RECORDING_ID_PATH, RECORDING_SAMPLED_VARIANT } from '../../catalog/experiments.ts';
import { consentState } from '../consent.ts';
import type { SiteContext } from '../context.ts';
import { request } from '../transport.ts';
import { analyticsId } from './analytics-ids.ts';
import type { ExperimentClient } from './experiments.ts';

const logicalCores = (): number | undefined => (typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency);

/**
 * True when the visitor may be recorded. A site without the recording experiments is simply not
 * eligible (no lookup error is logged for them); a broken definition is logged by the client.
 */
export function recordingEligible(client: ExperimentClient, cores: number | undefined = logicalCores()): boolean {
  if (!(typeof cores === 'number' && cores > RECORDING_MIN_LOGICAL_CORES_EXCLUSIVE)) return false;
  if (!client.getContext(RECORDING_EXPERIMENTS.TOGGLE) || !client.getContext(RECORDING_EXPERIMENTS.SAMPLE)) return false;
  return client.isFeatureEnabled(RECORDING_EXPERIMENTS.TOGGLE)
    && client.getVariant(RECORDING_EXPERIMENTS.SAMPLE, '') === RECORDING_SAMPLED_VARIANT;
}

/**
 * Asks the server for a recording id: POST { websiteId, analyticsId } as JSON -> { recordingId }. Only an
 * eligible visitor whose consent allows visitor data asks; any failure or odd answer gives null.
 */
export async function requestRecordingId(
  client: ExperimentClient, context: Pick<SiteContext, 'website'>, cores: number | undefined = logicalCores(),
): Promise<string | null> {
  if (!recordingEligible(client, cores) || !consentState().visitorDataAllowed) return null;
  try {
    const { data } = await request<unknown>(RECORDING_ID_PATH, {
      json: { websiteId: context.website.id, analyticsId: analyticsId() }, crumb: false, timeoutMs: TRACKING_TIMEOUT_MS,
    });
    const id = typeof data === 'object' && data !== null ? (data as { recordingId?: unknown }).recordingId : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null; // tracking failures are swallowed (visitor §7)
  }
}
