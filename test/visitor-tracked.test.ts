// runtime/roles.ts and runtime/visitor/tracked.ts: who is tracked (visitor §2, §6): anonymous visitors or
// viewer-only accounts, outside /config, not /search; and the consent gate every tracking call asks.
import { expect } from '@open-wc/testing';
import { PERMISSION_ROLES } from '../catalog/permissions.ts';
import { configureConsent } from '../runtime/consent.ts';
import { setConsent } from '../runtime/consent-choice.ts';
import { normaliseContext, type SiteContext } from '../runtime/context.ts';
import { isAdmin, isAuthenticated, isViewerOnly, rolesOf } from '../runtime/roles.ts';
import { isTrackedPath, isTrackedVisitor, trackingAllowed } from '../runtime/visitor/tracked.ts';
import { setCookies } from './support/cookies.ts';
import { captureLogs } from './support/logs.ts';

const { ADMIN, EDITOR, VIEWER } = PERMISSION_ROLES;
const at = (path: string) => new URL(path, location.origin);

function context(roles: unknown, account: Record<string, unknown> | null = { id: 'acc-1' }): SiteContext {
  const logs = captureLogs(); // a malformed websiteRoles is not the context parser's business
  try {
    return normaliseContext({ website: { id: 'site-1' }, authenticatedAccount: account, websiteRoles: roles });
  } finally {
    logs.stop();
  }
}

const anonymous = context({}, null);
const viewer = context({ 'site-1': [VIEWER] });
const admin = context({ 'site-1': [ADMIN, EDITOR] });
const contributor = context({ 'site-1': [EDITOR] });

describe('roles (visitor §6)', () => {
  it('reads the role codes of this website', () => {
    expect(rolesOf(admin)).to.deep.equal([ADMIN, EDITOR]);
    expect(rolesOf(context({ 'other-site': [ADMIN], 'site-1': [VIEWER] }))).to.deep.equal([VIEWER]);
  });

  it('malformed websiteRoles mean no roles', () => {
    for (const roles of [null, 'admin', [1], { 'site-1': 1 }, { 'site-1': 'VIEWER' }, { 'site-1': [10, '1'] },
      { 'site-1': [1.5] }, { 'site-1': [-1] }, { 'site-1': [Number.NaN] }, { 'site-1': {} }, { 'other-site': [10] }]) {
      expect(rolesOf(context(roles)), JSON.stringify(roles)).to.deep.equal([]);
    }
  });

  it('a context without a website id has no roles', () => {
    expect(rolesOf(normaliseContext({ authenticatedAccount: {}, websiteRoles: { '': [VIEWER] } }))).to.deep.equal([]);
  });

  it('authenticated, viewer-only and admin', () => {
    expect([isAuthenticated(anonymous), isViewerOnly(anonymous), isAdmin(anonymous)]).to.deep.equal([false, false, false]);
    expect([isAuthenticated(viewer), isViewerOnly(viewer), isAdmin(viewer)]).to.deep.equal([true, true, false]);
    expect([isAuthenticated(admin), isViewerOnly(admin), isAdmin(admin)]).to.deep.equal([true, false, true]);
    expect([isAuthenticated(contributor), isViewerOnly(contributor), isAdmin(contributor)]).to.deep.equal([true, false, false]);
    expect(isViewerOnly(context({ 'site-1': [VIEWER, EDITOR] }))).to.equal(false);
    expect(isViewerOnly(context({ 'site-1': [VIEWER] }, null)), 'roles without an account').to.equal(false);
    expect(isAdmin(context({ 'site-1': [ADMIN] }, null))).to.equal(false);
  });
});

describe('isTrackedVisitor (visitor §6)', () => {
  it('tracks anonymous visitors and viewer-only accounts', () => {
    expect(isTrackedVisitor(anonymous, at('/'))).to.equal(true);
    expect(isTrackedVisitor(viewer, at('/blog/post'))).to.equal(true);
  });

  it('does not track admins, contributors, or accounts with malformed or no roles', () => {
    expect(isTrackedVisitor(admin, at('/'))).to.equal(false);
    expect(isTrackedVisitor(contributor, at('/'))).to.equal(false);
    // §6 tracks "viewer-only accounts": viewer with another role is a contributor, not tracked.
    expect(isTrackedVisitor(context({ 'site-1': [VIEWER, EDITOR] }), at('/'))).to.equal(false);
    expect(isTrackedVisitor(context({ 'site-1': 'viewer' }), at('/'))).to.equal(false);
    expect(isTrackedVisitor(context({}), at('/'))).to.equal(false);
  });

  it('does not track /config and below, but tracks /configure', () => {
    expect(isTrackedVisitor(anonymous, at('/config'))).to.equal(false);
    expect(isTrackedVisitor(anonymous, at('/config/'))).to.equal(false);
    expect(isTrackedVisitor(anonymous, at('/config/x'))).to.equal(false);
    expect(isTrackedVisitor(viewer, at('/config/pages?x=1'))).to.equal(false);
    expect(isTrackedVisitor(anonymous, at('/configure'))).to.equal(true);
    expect(isTrackedVisitor(anonymous, at('/blog/config'))).to.equal(true);
  });

  it('does not track /search and below, but tracks /searching', () => {
    expect(isTrackedVisitor(anonymous, at('/search'))).to.equal(false);
    expect(isTrackedVisitor(anonymous, at('/search?q=boats'))).to.equal(false);
    expect(isTrackedVisitor(anonymous, at('/search/x'))).to.equal(false);
    expect(isTrackedPath('/searching')).to.equal(true);
  });

  it('defaults to this page\'s URL', () => {
    expect(isTrackedVisitor(anonymous)).to.equal(isTrackedPath(location.pathname));
    expect(isTrackedPath(location.pathname)).to.equal(true);
  });
});

describe('trackingAllowed: consent and the activity log (visitor §3, §4)', () => {
  afterEach(() => {
    configureConsent({});
    setCookies({ ss_cookieAllowed: null, ss_cvr: null, ss_cvt: null });
  });

  it('is allowed by default, and after an accept', () => {
    expect(trackingAllowed()).to.equal(true);
    setConsent(true);
    expect(trackingAllowed()).to.equal(true);
  });

  it('is not allowed after a decline, under a restrictive policy without a choice, or with visitor data restricted', () => {
    setConsent(false);
    expect(trackingAllowed()).to.equal(false);
    setCookies({ ss_cookieAllowed: null });
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    expect(trackingAllowed()).to.equal(false);
    configureConsent({ isVisitorDataRestricted: true });
    expect(trackingAllowed()).to.equal(false);
  });
});
