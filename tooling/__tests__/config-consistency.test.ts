import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, emulatorPorts, HOSTING_BASE_PORT, LOCAL_HOST, remoteNames, type AppName } from '../apps';
import { authEmulatorOrigin, demoAccounts } from '../auth-emulator';
import { localConfig } from '../emulators';
import { shellDist, siteDir } from '../deploy/local';
import { repoRoot } from '../env';

interface FirebaseJson {
  hosting: { target: string; public: string; headers: { headers: { key: string; value: string }[] }[] }[];
  emulators: Record<string, { port?: number }>;
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const firebase = readJson('firebase.json') as FirebaseJson;
const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
const names = Object.keys(apps) as AppName[];

describe('one list of apps', () => {
  // ESLint, the workspaces and the typecheck (tooling/scripts/__tests__/package-scripts.test.ts) read the folder.
  it('remotes/ holds exactly the remotes of tooling/apps.ts', () => {
    expect(readdirSync(path.join(repoRoot, 'remotes')).sort()).toEqual(
      remoteNames.map((name) => path.relative('remotes', apps[name].dir)).sort(),
    );
  });

  it('.firebaserc gives every app a hosting target of the demo project', () => {
    const rc = readJson('.firebaserc') as { targets: Record<string, { hosting: Record<string, string[]> }> };
    expect(Object.keys(Object.values(rc.targets)[0]?.hosting ?? {})).toEqual(names);
  });
});

describe('one source for apps and ports', () => {
  it('firebase.json declares the sites in the order that gives each its port', () => {
    expect(firebase.hosting.map((site) => site.target)).toEqual(names);
    // The shell's site is its build; a remote's is the folder its versions are published to (tooling/deploy).
    expect(firebase.hosting.map((site) => site.public)).toEqual(
      names.map((name) => path.relative(repoRoot, name === 'shell' ? shellDist : siteDir(name))),
    );
    expect(firebase.emulators.hosting?.port).toBe(HOSTING_BASE_PORT);
  });

  it('the emulator assigns the first site the base port and the others base + 5, + 6, + 7 and on', () => {
    expect(names.map((name) => apps[name].hostingPort)).toEqual(
      names.map((_, i) => (i === 0 ? HOSTING_BASE_PORT : HOSTING_BASE_PORT + 4 + i)),
    );
  });

  it('firebase.json uses the same Auth, Functions, hub and logging ports as the scripts', () => {
    expect(firebase.emulators.auth?.port).toBe(emulatorPorts.auth);
    expect(firebase.emulators.functions?.port).toBe(emulatorPorts.functions);
    expect(firebase.emulators.hub?.port).toBe(emulatorPorts.hub);
    expect(firebase.emulators.logging?.port).toBe(emulatorPorts.logging);
  });

  it.each(names)('the README table lists %s with its folder and ports', (name) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| ${name} `));
    expect(row).toBeDefined();
    expect(row).toContain(`\`${apps[name].dir}/\``);
    expect(row).toContain(String(apps[name].hostingPort));
    expect(row).toContain(String(apps[name].devPort));
  });

  it.each(Object.values(demoAccounts))('the README gives the demo account $email that npm start seeds', (account) => {
    const row = readme.split('\n').find((line) => line.includes(`\`${account.email}\``));
    expect(row).toContain(`\`${account.password}\``);
  });
});

describe("the shell's Content-Security-Policy", () => {
  const sources = (config: FirebaseJson, name: string) => {
    const csp = config.hosting[0]?.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    return (csp?.split(';').find((directive) => directive.trim().startsWith(`${name} `)) ?? '').trim().split(/\s+/);
  };
  const connectSrc = (config: FirebaseJson) => sources(config, 'connect-src');
  // Where the shell loads a remote's code, styles, images and fonts, and fetches its manifest; Firefox applies
  // default-src to the prefetches of the next page's files.
  const remoteDirectives = ['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src'];

  it.each(remoteNames)(
    "allows %s's production site (its HOSTING_SITE_ in .env.example) wherever remotes load",
    (name) => {
      const site = new RegExp(`^# ?HOSTING_SITE_${name.toUpperCase()}=(.+)$`, 'm').exec(example)?.[1];
      expect(site).toBeDefined();
      for (const directive of remoteDirectives)
        expect(sources(firebase, directive)).toContain(`https://${site}.web.app`);
    },
  );

  it('names production origins only in firebase.json, as deployed', () => {
    expect(JSON.stringify(firebase.hosting)).not.toMatch(/https?:\/\/(127\.0\.0\.1|localhost)\b/);
    expect(connectSrc(firebase)).toContain('https://us-central1-mediavelocity.cloudfunctions.net');
  });

  it("names each one's local emulator beside it where the emulators serve it", () => {
    const local = connectSrc(JSON.parse(localConfig(JSON.stringify(firebase))) as FirebaseJson);
    const functionsEmulator = `http://${LOCAL_HOST}:${emulatorPorts.functions}`;
    expect(local).toEqual(expect.arrayContaining([authEmulatorOrigin, functionsEmulator]));
    expect(local.indexOf(functionsEmulator)).toBe(
      local.indexOf('https://us-central1-mediavelocity.cloudfunctions.net') + 1,
    );
    for (const name of remoteNames) expect(local).toContain(`http://${LOCAL_HOST}:${apps[name].hostingPort}`);
  });
});

describe('the README', () => {
  it('the README starts with the two commands a newcomer needs', () => {
    const firstCode = readme.indexOf('```');
    const head = readme.slice(firstCode, readme.indexOf('```', firstCode + 3));
    expect(head).toContain('npm ci && npm start');
    expect(head).toContain('npm test');
  });
});

describe('.env.example', () => {
  const settingsRead = readFileSync(path.join(repoRoot, 'tooling/env.ts'), 'utf8');

  it('documents every setting the build reads', () => {
    const read = new Set(
      [
        ...settingsRead.matchAll(/\b(?:env|settings)\.([A-Z][A-Z0-9_]+)/g),
        // Settings of a schema, and those read in groups or through a constant, named as keys or quoted strings.
        ...settingsRead.matchAll(/^\s*([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+):/gm),
        ...settingsRead.matchAll(/'([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)'/g),
      ].map((match) => match[1]),
    );
    expect(read).toContain('STRIPE_PUBLISHABLE_KEY');
    expect(read).toContain('FIREBASE_APP_ID');
    for (const name of remoteNames) read.add(`REMOTE_${name.toUpperCase()}_URL`);
    for (const name of names) read.add(`HOSTING_SITE_${name.toUpperCase()}`);
    for (const setting of read) expect(example).toMatch(new RegExp(`^#? ?${setting}=`, 'm'));
  });
});
