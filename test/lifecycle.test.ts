import { expect } from '@open-wc/testing';
import {
  globalDestroy, globalInit, hasInitializedOnce, isInitialized, onDestroy, onInitialize,
} from '../runtime/lifecycle.ts';
import { captureLogs } from './support/logs.ts';

// This file imports the lifecycle module directly (not the runtime entry), so it starts uninitialized.
describe('page lifecycle (visitor §4 "Page lifecycle")', () => {
  it('is not initialized before the ready marker, and fires every initializer once at it', () => {
    const calls: string[] = [];
    onInitialize(() => calls.push('a'));
    onInitialize(() => calls.push('b'));
    expect(isInitialized()).to.equal(false);
    expect(hasInitializedOnce()).to.equal(false);
    globalInit();
    globalInit(); // a second marker in the same period does nothing
    expect(calls).to.deep.equal(['a', 'b']);
    expect(isInitialized()).to.equal(true);
    expect(hasInitializedOnce()).to.equal(true);
  });

  it('runs an initializer registered after init immediately', () => {
    let ran = false;
    onInitialize(() => { ran = true; });
    expect(ran).to.equal(true);
  });

  it('global destroy resets it and runs the destructors; the next init fires initializers again', () => {
    const calls: string[] = [];
    onDestroy(() => calls.push('destroyed'));
    onInitialize(() => calls.push('init'));
    calls.length = 0;
    globalDestroy();
    expect(isInitialized()).to.equal(false);
    expect(hasInitializedOnce()).to.equal(true);
    expect(calls).to.deep.equal(['destroyed']);
    globalInit();
    expect(calls.filter((c) => c === 'init')).to.have.length(1);
  });

  it('logs a failing initializer and still runs the others', () => {
    const logs = captureLogs();
    globalDestroy();
    const calls: string[] = [];
    onInitialize(() => { throw new Error('boom'); });
    onInitialize(() => calls.push('after'));
    globalInit();
    logs.stop();
    expect(calls).to.deep.equal(['after']);
    expect(logs.entries.some((e) => e.level === 'error' && (e.detail[0] as Error).message === 'boom')).to.equal(true);
  });

  it('logs a failing destructor and still runs the others', () => {
    const logs = captureLogs();
    const calls: string[] = [];
    onDestroy(() => { throw new Error('bad destructor'); });
    onDestroy(() => calls.push('after'));
    globalDestroy();
    logs.stop();
    expect(calls).to.deep.equal(['after']);
    expect(logs.entries).to.have.length(1);
  });
});
