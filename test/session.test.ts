import { expect } from '@open-wc/testing';
import { getSessionData, readSessionFlags, removeSessionData, setSessionData } from '../runtime/session.ts';

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
