import { expect } from '@open-wc/testing';
import { getSessionData, removeSessionData, setSessionData } from '../runtime/session-data.ts';
import { readSessionFlags } from '../runtime/session.ts';
import { resetStorage, storageSources } from '../runtime/storage.ts';
import { captureLogs } from './support/logs.ts';

describe('stored session data (reference §3.7, §4)', () => {
  beforeEach(() => { localStorage.clear(); sessionStorage.clear(); });

  it('keeps a value without expiry', () => {
    setSessionData('k', { a: 1 });
    expect(getSessionData('k')).to.deep.equal({ a: 1 });
    removeSessionData('k');
    expect(getSessionData('k')).to.equal(undefined);
  });

  it('returns a value before its expiry and removes it on the first read after', () => {
    setSessionData('k', 'v', 1000, 5000);
    expect(getSessionData('k', 5999)).to.equal('v');
    expect(getSessionData('k', 6000)).to.equal(undefined);
    expect(localStorage.getItem('sq:session:k')).to.equal(null);
  });

  it('drops a tampered entry instead of throwing', () => {
    localStorage.setItem('sq:session:k', '{not json');
    expect(getSessionData('k')).to.equal(undefined);
    expect(localStorage.getItem('sq:session:k')).to.equal(null);
    localStorage.setItem('sq:session:k', '"just a string"');
    expect(getSessionData('k')).to.equal(undefined);
  });
});

describe('first-landing and first-session flags (visitor §4 "Session")', () => {
  beforeEach(() => { localStorage.clear(); sessionStorage.clear(); });

  it('first page view: first landing and first session', () => {
    expect(readSessionFlags()).to.deep.equal({ firstLanding: true, firstSession: true });
  });

  it('a later page in the same session: not first landing, still first session', () => {
    readSessionFlags();
    expect(readSessionFlags()).to.deep.equal({ firstLanding: false, firstSession: true });
  });

  it('a new session of a returning visitor: first landing, not first session', () => {
    readSessionFlags();
    sessionStorage.clear(); // the browser session ended
    expect(readSessionFlags()).to.deep.equal({ firstLanding: true, firstSession: false });
  });
});

describe('storage unavailable (visitor §8 "Events and performance")', () => {
  let logs: ReturnType<typeof captureLogs>;
  const real = { ...storageSources };
  beforeEach(() => {
    logs = captureLogs();
    storageSources.local = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
    storageSources.session = () => { throw new DOMException('The operation is insecure.', 'SecurityError'); };
    resetStorage();
  });
  afterEach(() => {
    logs.stop();
    Object.assign(storageSources, real);
    resetStorage();
  });

  it('logs "Unable access local/session storage." once and keeps the data in memory', () => {
    setSessionData('k', 'v', 1000, 0);
    expect(getSessionData('k', 500)).to.equal('v');
    expect(getSessionData('k', 1000)).to.equal(undefined);
    expect(readSessionFlags()).to.deep.equal({ firstLanding: true, firstSession: true });
    expect(readSessionFlags()).to.deep.equal({ firstLanding: false, firstSession: true });
    expect(logs.messages()).to.deep.equal(['Unable access local/session storage.']);
    expect(logs.entries[0]!.level).to.equal('warn');
  });
});
