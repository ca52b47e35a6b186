import { sharedPackage } from '@mediavelocity/contract';
import { checkCompatibility, NO_SHARED_VERSIONS } from '../compatibility';
import type { ManifestFacts } from '../check';

type SharedRequirement = ManifestFacts['shared'][number];

const needs = (name: string, requiredVersion: string | null): SharedRequirement => ({ name, requiredVersion });
const provided = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };
const shell = { provided, federationRuntime: '2.9.2' };
const remote = (...shared: SharedRequirement[]) => ({ name: null, shared, federationRuntime: '2.9.2' });

describe("a remote's shared ranges against the shell's versions", () => {
  it('finds the package of a share key', () => {
    expect(sharedPackage('react')).toBe('react');
    expect(sharedPackage('react/jsx-runtime')).toBe('react');
    expect(sharedPackage('react-dom/client')).toBe('react-dom');
    expect(sharedPackage('@scope/lib/sub/path')).toBe('@scope/lib');
  });

  it.each([
    ['^19.3.1', true],
    ['~19.3.0', true],
    ['>=18 <20', true],
    ['^18.3.1 || ^19.0.0', true],
    ['19.3.1', true],
    ['^18.3.1', false],
    ['^19.4.0', false],
    ['^20.0.0-rc.1', false],
  ])('react %s accepts 19.3.1: %s', (range, accepted) => {
    const result = checkCompatibility('tools', remote(needs('react', range)), shell);
    expect(result.problems).toHaveLength(accepted ? 0 : 1);
  });

  it('tests a subpath against its package, and names each mismatch with both versions', () => {
    expect(
      checkCompatibility(
        'tools',
        remote(
          needs('react-dom/client', '^18.3.1'),
          needs('react/jsx-runtime', '^19.0.0'),
          needs('react-router-dom', '^6.0.0'),
        ),
        shell,
      ),
    ).toEqual({
      problems: [
        'react-dom/client: the shell provides 19.3.1, tools needs ^18.3.1',
        'react-router-dom: the shell provides 7.18.5, tools needs ^6.0.0',
      ],
      notes: [],
    });
  });

  it('accepts any version where the remote requires none, and notes a library the shell does not provide', () => {
    expect(checkCompatibility('account', remote(needs('react', null), needs('zustand', '^5.0.0')), shell)).toEqual({
      problems: [],
      notes: ['zustand: not provided by the shell, account loads its own copy'],
    });
  });

  it("cannot tell without the shell's versions", () => {
    expect(checkCompatibility('tools', remote(needs('react', '^18.3.1')), { ...shell, provided: null })).toEqual({
      problems: [],
      notes: [NO_SHARED_VERSIONS],
      unchecked: NO_SHARED_VERSIONS,
    });
  });
});
