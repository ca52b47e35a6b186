import type { SharedRequirement } from '@mediavelocity/federation/src/manifest';
import { checkCompatibility, NO_SHARED_VERSIONS } from '../check';

// The ranges themselves are the shell's own check's (packages/federation/src/__tests__/compatibility.test.ts).
const needs = (name: string, requiredVersion: string | null): SharedRequirement => ({ name, requiredVersion });
const provided = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };
const shell = { provided, federationRuntime: '2.9.2' };
const remote = (...shared: SharedRequirement[]) => ({ name: null, shared, federationRuntime: '2.9.2' });

describe('the health check of a remote against the shell', () => {
  it("names the shell's own reasons to refuse it", () => {
    expect(checkCompatibility('tools', remote(needs('react-dom/client', '^18.3.1')), shell)).toEqual({
      problems: ['The tools remote needs react-dom/client ^18.3.1; the site runs 19.3.1. It is not loaded.'],
      notes: [],
    });
  });

  it('notes a library the shell does not provide', () => {
    expect(checkCompatibility('account', remote(needs('react', null), needs('zustand', '^5.0.0')), shell)).toEqual({
      problems: [],
      notes: ['zustand: not provided by the shell, account loads its own copy'],
    });
  });

  it('names a manifest listed under another name than its own', () => {
    expect(checkCompatibility('tools', { ...remote(), name: 'portfolio' }, shell).problems).toEqual([
      "the manifest is the portfolio remote's, but the runtime config lists it as tools",
    ]);
  });

  it("cannot tell without the shell's versions", () => {
    expect(checkCompatibility('tools', remote(needs('react', '^18.3.1')), { ...shell, provided: null })).toEqual({
      problems: [],
      notes: [NO_SHARED_VERSIONS],
      unchecked: NO_SHARED_VERSIONS,
    });
  });
});
