import * as runtimeCore from '@module-federation/runtime-core';
import { incompatibilities, inRange, providedVersion, sharedPackage } from '../compatibility';

jest.mock('@module-federation/runtime-core', () => {
  const actual = jest.requireActual<typeof runtimeCore>('@module-federation/runtime-core');
  return { ...actual, satisfy: jest.fn(actual.satisfy) };
});
import type { SharedRequirement } from '../manifest';

const needs = (name: string, requiredVersion: string | null): SharedRequirement => ({ name, requiredVersion });
const provided = { react: '19.3.1', 'react-dom': '19.3.1', 'react-router-dom': '7.18.5' };
const runtime = '2.9.2';
const remote = (...shared: SharedRequirement[]) => ({ shared, federationRuntime: '2.9.2' });

describe("a remote's shared ranges against the shell's versions", () => {
  it('finds the package of a share key, and the version the shell provides of it', () => {
    expect(sharedPackage('react')).toBe('react');
    expect(sharedPackage('react/jsx-runtime')).toBe('react');
    expect(sharedPackage('react-dom/client')).toBe('react-dom');
    expect(sharedPackage('@scope/lib/sub/path')).toBe('@scope/lib');
    expect(providedVersion('react-dom/client', provided)).toBe('19.3.1');
    expect(providedVersion('left-pad', provided)).toBeUndefined();
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
    expect(incompatibilities('tools', remote(needs('react', range)), provided, runtime)).toHaveLength(accepted ? 0 : 1);
  });

  it('tests a subpath against its package, and names each mismatch: the library, its range, the version run', () => {
    const ok = [needs('react', '^19.3.1'), needs('react/jsx-runtime', '^19.0.0'), needs('react-router-dom', '^7.18.5')];
    expect(incompatibilities('tools', remote(...ok), provided, runtime)).toEqual([]);
    expect(
      incompatibilities(
        'tools',
        remote(...ok, needs('react-dom/client', '^18.3.1'), needs('react-router-dom', '^8')),
        provided,
        runtime,
      ),
    ).toEqual([
      'The tools remote needs react-dom/client ^18.3.1; the site runs 19.3.1. It is not loaded.',
      'The tools remote needs react-router-dom ^8; the site runs 7.18.5. It is not loaded.',
    ]);
  });

  it('accepts any version where the remote requires none, and leaves a library the shell lacks to the remote', () => {
    expect(
      incompatibilities('account', remote(needs('react', null), needs('left-pad', '^9')), provided, runtime),
    ).toEqual([]);
  });

  it("checks nothing the shell's runtime config does not say", () => {
    const old = remote(needs('react', '^18.3.1'));
    expect(incompatibilities('tools', { ...old, federationRuntime: '1.0.0' }, undefined, undefined)).toEqual([]);
    expect(incompatibilities('tools', old, null, null)).toEqual([]);
  });
});

describe("a remote's federation runtime against the shell's", () => {
  it.each([
    ['the same version', '2.9.2', undefined],
    ['a patch release apart', '2.9.11', undefined],
    [
      'another minor version',
      '2.10.0',
      'was built against @module-federation/runtime-core 2.10.0; the site runs 2.9.2',
    ],
    ['another major version', '3.9.2', 'was built against @module-federation/runtime-core 3.9.2; the site runs 2.9.2'],
    ['no version at all', null, 'does not say which federation runtime it was built against; the site runs'],
  ])('built against %s: %s', (_, federationRuntime, problem) => {
    const problems = incompatibilities('tools', { shared: [], federationRuntime }, provided, runtime);
    expect(problems).toEqual(problem ? [expect.stringContaining(`The tools remote ${problem}`)] : []);
  });

  it('is named before any shared library', () => {
    const problems = incompatibilities(
      'tools',
      { ...remote(needs('react', '^18')), federationRuntime: '3.0.0' },
      provided,
      runtime,
    );
    expect(problems).toEqual([
      expect.stringContaining('runtime-core 3.0.0'),
      expect.stringContaining('needs react ^18'),
    ]);
  });
});

describe('inRange', () => {
  it("answers as the federation runtime's satisfy, and a range of the version itself without it", () => {
    const asked = () => (runtimeCore.satisfy as jest.Mock).mock.calls.length;
    const before = asked();
    const own: [string, string][] = [
      ['19.3.1', '^19.3.1'],
      ['19.3.1', '~19.3.1'],
      ['19.3.1', '19.3.1'],
      ['19.3.1', '=19.3.1'],
      ['0.0.1', '^0.0.1'],
    ];
    for (const [version, range] of own)
      expect([version, range, inRange(version, range)]).toEqual([version, range, true]);
    expect(asked()).toBe(before);
    const others: [string, string][] = [
      ['19.3.1', '^19.3.0'],
      ['19.3.1', '^18.0.0'],
      ['19.3.1', '~19.2.0'],
      ['19.3.1', '>=19 <20'],
      ['19.3.1', '^19.3.1 || ^20'],
      ['19.3.1-rc.1', '^19.3.1-rc.1'],
      ['19.3.1', '^19.3.2'],
    ];
    for (const [version, range] of [...own, ...others]) {
      const expected = jest
        .requireActual<typeof runtimeCore>('@module-federation/runtime-core')
        .satisfy(version, range);
      expect([version, range, inRange(version, range)]).toEqual([version, range, expected]);
    }
    expect(asked()).toBe(before + others.length);
  });
});
