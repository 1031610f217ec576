// runtime/visitor/experiments.ts and recording.ts: the experiment client (visitor §3 "Experiment context", §4, §5
// "Experiment lookups", §6 overrides on internal-status sites), session-recording eligibility (reference §9) and
// the recording id call, against the local API server (demo/server/routes/recording.mjs).
import { expect } from '@open-wc/testing';
import { RECORDING_EXPERIMENTS, RECORDING_ID_PATH } from '../catalog/experiments.ts';
import { DESIGNED_COOKIE_NAMES } from '../catalog/cookies.ts';
import { configureConsent } from '../runtime/consent.ts';
import { normaliseContext } from '../runtime/context.ts';
import { resetTrackerIds } from '../runtime/visitor/analytics-ids.ts';
import { createExperimentClient, isInternalSite, type ExperimentClient } from '../runtime/visitor/experiments.ts';
import { recordingEligible, requestRecordingId } from '../runtime/visitor/recording.ts';
import { cookie, onlyEntry, postJson, readLog, resetServerAfterEach, setSwitch } from './support/api.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const NOT_LOADED = 'The underlying Praetor configuration is not loaded';
const MISSING = 'The specified feature does not exist';
const INVALID = 'The specified feature has an invalid server-side definition';

const toggle = (name: string, variant: string, more = {}) =>
  ({ name, experimentType: 'FEATURE_TOGGLE', variant, segmentName: 'all', containsError: false, ...more });
const abTest = (name: string, variant: string, more = {}) =>
  ({ name, experimentType: 'AB_TEST', variant, segmentName: 'half', containsError: false, ...more });

const loaded = (contexts: unknown[], options = {}): ExperimentClient => {
  const client = createExperimentClient();
  client.load(contexts, options);
  return client;
};

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => { logs = captureLogs(); });
afterEach(() => logs.stop());

describe('experiment client: lookups (visitor §5)', () => {
  it("unloaded: 'The underlying Praetor configuration is not loaded' and the defaults", () => {
    const client = createExperimentClient();
    expect(client.loaded).to.equal(false);
    expect(client.isFeatureEnabled('new-nav')).to.equal(false);
    expect(client.isFeatureEnabled('new-nav', true)).to.equal(true);
    expect(client.getVariant('hero', 'control')).to.equal('control');
    expect(client.getContext('hero')).to.equal(undefined);
    expect(logs.messages()).to.deep.equal([NOT_LOADED, NOT_LOADED, NOT_LOADED]);
  });

  it("an unknown name: 'The specified feature does not exist' and the fallback", () => {
    const client = loaded([toggle('new-nav', 'true')]);
    expect(client.loaded).to.equal(true);
    expect(client.isFeatureEnabled('other', true)).to.equal(true);
    expect(client.getVariant('other', 'b')).to.equal('b');
    expect(logs.messages()).to.deep.equal([MISSING, MISSING]);
    expect(logs.entries.every((entry) => entry.level === 'error')).to.equal(true);
    expect(logs.entries[0]!.detail).to.deep.equal(['other']);
  });

  it("the wrong type: 'The specified feature is not a FEATURE_TOGGLE' / 'not a AB_TEST'", () => {
    const client = loaded([toggle('new-nav', 'true'), abTest('hero', 'b')]);
    expect(client.isFeatureEnabled('hero')).to.equal(false);
    expect(client.getVariant('new-nav', 'control')).to.equal('control');
    expect(logs.messages()).to.deep.equal([
      'The specified feature is not a FEATURE_TOGGLE', 'The specified feature is not a AB_TEST',
    ]);
  });

  it("containsError, an unknown experimentType or a variant that is not text: 'invalid server-side definition'", () => {
    const client = loaded([
      toggle('broken', 'true', { containsError: true }), abTest('broken-ab', 'b', { containsError: true }),
      toggle('odd', 'true', { experimentType: 'MULTIVARIATE' }), toggle('no-type', 'true', { experimentType: undefined }),
      toggle('numeric', 1 as never),
    ]);
    expect(client.isFeatureEnabled('broken', true)).to.equal(true);
    expect(client.getVariant('broken-ab', 'control')).to.equal('control');
    expect(client.isFeatureEnabled('odd')).to.equal(false);
    expect(client.getVariant('no-type', 'x')).to.equal('x');
    expect(client.isFeatureEnabled('numeric')).to.equal(false);
    expect(logs.messages()).to.deep.equal([INVALID, INVALID, INVALID, INVALID, INVALID]);
  });
});

describe('experiment client: toggles and A/B tests (visitor §3)', () => {
  it("a toggle is on only when its variant is the text 'true'", () => {
    const client = loaded([toggle('on', 'true'), toggle('off', 'false'), toggle('upper', 'TRUE'), toggle('empty', '')]);
    expect(client.isFeatureEnabled('on')).to.equal(true);
    expect(client.isFeatureEnabled('off', true)).to.equal(false);
    expect(client.isFeatureEnabled('upper')).to.equal(false);
    expect(client.isFeatureEnabled('empty')).to.equal(false);
    expect(logs.messages()).to.deep.equal([]);
  });

  it("an A/B test answers the visitor's variant", () => {
    const client = loaded([abTest('hero', 'treatment-b'), abTest('footer', 'control')]);
    expect(client.getVariant('hero', 'x')).to.equal('treatment-b');
    expect(client.getVariant('footer', 'x')).to.equal('control');
    expect(client.getContext('hero')).to.deep.equal(abTest('hero', 'treatment-b'));
    expect(logs.messages()).to.deep.equal([]);
  });

  it('reads the contexts of a normalised site context', () => {
    const context = normaliseContext({ experiments: [toggle('new-nav', 'true'), abTest('hero', 'b')] });
    const client = loaded(context.experiments);
    expect(client.isFeatureEnabled('new-nav')).to.equal(true);
    expect(client.getVariant('hero', 'a')).to.equal('b');
  });

  it('skips malformed contexts without throwing; the first of a duplicated name wins', () => {
    const client = loaded([null, 7, 'text', [], {}, { name: '' }, { name: 5 }, toggle('ok', 'true'), toggle('ok', 'false')]);
    expect(client.isFeatureEnabled('ok')).to.equal(true);
    expect(client.getContext('')).to.equal(undefined);
    for (const raw of [undefined, null, 'nope', { name: 'x' }, 42]) {
      const other = createExperimentClient();
      other.load(raw);
      expect(other.loaded, String(raw)).to.equal(true);
      expect(other.getContext('x')).to.equal(undefined);
    }
    expect(logs.messages()).to.deep.equal([]);
  });
});

describe('experiment client: query overrides on internal-status sites only (visitor §6)', () => {
  const url = new URL('https://site.example/page?sq-experiment-new-nav=true&sq-experiment-hero=c&sq-experiment-ghost=1&x=2');
  const contexts = [toggle('new-nav', 'false'), abTest('hero', 'a')];

  it('overrides the variants of known experiments on an internal site', () => {
    const client = loaded(contexts, { internal: true, url });
    expect(client.isFeatureEnabled('new-nav')).to.equal(true);
    expect(client.getVariant('hero', 'x')).to.equal('c');
    expect(client.getContext('ghost'), 'an override creates no experiment').to.equal(undefined);
  });

  it('ignores the parameters everywhere else', () => {
    for (const options of [{ url }, { internal: false, url }]) {
      const client = loaded(contexts, options);
      expect(client.isFeatureEnabled('new-nav')).to.equal(false);
      expect(client.getVariant('hero', 'x')).to.equal('a');
    }
  });

  it('an internal site is siteStatus INTERNAL (6)', () => {
    expect(isInternalSite(normaliseContext({ siteStatus: 6 }))).to.equal(true);
    for (const siteStatus of [8, 3, null]) expect(isInternalSite(normaliseContext({ siteStatus })), String(siteStatus)).to.equal(false);
  });
});

describe('session-recording eligibility (reference §9)', () => {
  const eligible = () => loaded([toggle(RECORDING_EXPERIMENTS.TOGGLE, 'true'), abTest(RECORDING_EXPERIMENTS.SAMPLE, 'true')]);

  it('needs more than 2 logical cores: 2 -> no, 3 -> yes, unknown -> no', () => {
    expect(recordingEligible(eligible(), 2)).to.equal(false);
    expect(recordingEligible(eligible(), 3)).to.equal(true);
    expect(recordingEligible(eligible(), 1)).to.equal(false);
    expect(recordingEligible(eligible(), Number.NaN)).to.equal(false);
  });

  it("reads the logical cores from the browser's navigator.hardwareConcurrency when not given", () => {
    // This browser's own count is the machine's; the rule is tested against counts set here instead.
    try {
      for (const [cores, expected] of [[2, false], [3, true]] as const) {
        Object.defineProperty(navigator, 'hardwareConcurrency', { value: cores, configurable: true });
        expect(recordingEligible(eligible()), `${cores} cores`).to.equal(expected);
      }
    } finally {
      delete (navigator as { hardwareConcurrency?: number }).hardwareConcurrency;
    }
  });

  it('needs the feature toggle on and the sampled variant true', () => {
    const cases: Array<[string, string, boolean]> = [['true', 'true', true], ['false', 'true', false], ['true', 'false', false], ['false', 'false', false]];
    for (const [on, sampled, expected] of cases) {
      const client = loaded([toggle(RECORDING_EXPERIMENTS.TOGGLE, on), abTest(RECORDING_EXPERIMENTS.SAMPLE, sampled)]);
      expect(recordingEligible(client, 8), `${on}/${sampled}`).to.equal(expected);
    }
  });

  it('a site without the recording experiments is not eligible, and nothing is logged', () => {
    expect(recordingEligible(loaded([]), 8)).to.equal(false);
    expect(recordingEligible(loaded([toggle(RECORDING_EXPERIMENTS.TOGGLE, 'true')]), 8)).to.equal(false);
    expect(recordingEligible(createExperimentClient(), 8)).to.equal(false);
    expect(logs.messages()).to.deep.equal([]);
  });
});

describe('recording id call (POST /api/1/recording/id)', () => {
  const site = { website: { id: 'site-1' } } as never;
  const eligible = () => loaded([toggle(RECORDING_EXPERIMENTS.TOGGLE, 'true'), abTest(RECORDING_EXPERIMENTS.SAMPLE, 'true')]);

  resetServerAfterEach();
  beforeEach(() => {
    setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: null, [DESIGNED_COOKIE_NAMES.ANALYTICS_ID]: null });
    configureConsent({});
    resetTrackerIds();
  });

  it('an eligible visitor sends { websiteId, analyticsId } and gets the server\'s recordingId', async () => {
    const id = await requestRecordingId(eligible(), site, 4);
    const entry = await onlyEntry(RECORDING_ID_PATH);
    expect(entry.body).to.deep.equal({ websiteId: 'site-1', analyticsId: cookie(DESIGNED_COOKIE_NAMES.ANALYTICS_ID) });
    expect(id).to.be.a('string').and.equal(entry.outcome!.recordingId);
  });

  it('asks nothing when not eligible (2 cores) or when consent is declined', async () => {
    expect(await requestRecordingId(eligible(), site, 2)).to.equal(null);
    expect(await requestRecordingId(loaded([]), site, 8)).to.equal(null);
    setCookies({ [DESIGNED_COOKIE_NAMES.CONSENT]: 'false' });
    expect(await requestRecordingId(eligible(), site, 8)).to.equal(null);
    expect(await readLog(RECORDING_ID_PATH)).to.deep.equal([]);
  });

  it('failures and odd answers give null, silently', async () => {
    const answers = [{ status: 500 }, { networkError: true }, { malformed: true }, { body: { recordingId: 7 } }, { body: {} }];
    for (const answer of answers) {
      await setSwitch({ route: RECORDING_ID_PATH, times: 1, ...answer });
      expect(await requestRecordingId(eligible(), site, 8), JSON.stringify(answer)).to.equal(null);
    }
    expect(await readLog(RECORDING_ID_PATH)).to.have.length(answers.length);
    expect(logs.messages()).to.deep.equal([]);
  });

  it('the server answers 400 to a body the call could not have come from', async () => {
    expect((await postJson(RECORDING_ID_PATH, { websiteId: 1 })).status).to.equal(400);
    expect((await postJson(RECORDING_ID_PATH, { websiteId: 'w', analyticsId: 'a' })).status).to.equal(200);
  });
});
