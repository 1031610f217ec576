// Experiment names, the override parameter and the recording id call (visitor §3 "Experiment context",
// §6; reference §9 "Recording eligibility"). The spec names none of these: they are this library's design
// (docs/decisions.md, "Analytics and experiments").

/** The two experiments that decide session recording: a feature toggle and a sampled A/B test. */
export const RECORDING_EXPERIMENTS = {
  /** FEATURE_TOGGLE: session recording is switched on for the site. */
  TOGGLE: 'session-recording',
  /** AB_TEST: this visitor was sampled; its variant is 'true' or 'false'. */
  SAMPLE: 'session-recording-sample',
} as const;
export type RecordingExperiment = (typeof RECORDING_EXPERIMENTS)[keyof typeof RECORDING_EXPERIMENTS];
/** The variant of the sampled A/B test that selects a visitor for recording. */
export const RECORDING_SAMPLED_VARIANT = 'true';

/**
 * Internal-status sites override a variant with `?sq-experiment-<name>=<variant>` (visitor §6); the
 * parameter is ignored on every other site.
 */
export const EXPERIMENT_OVERRIDE_PREFIX = 'sq-experiment-';

/** POST { websiteId, analyticsId } as JSON; the answer is { recordingId } (demo/server/routes/recording.mjs). */
export const RECORDING_ID_PATH = '/api/1/recording/id';
export const RECORDING_ID_REQUEST_FIELDS = ['websiteId', 'analyticsId'] as const;
export const RECORDING_ID_RESPONSE_FIELDS = ['recordingId'] as const;
