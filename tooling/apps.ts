/**
 * The one list of the site's apps: names, ports, Hosting targets and folders. The workspaces, typecheck, jest and ESLint
 * take the apps from it or from their folders; tests check firebase.json, .env.example, the workflows and the README.
 */
interface AppInfo {
  readonly dir: string;
  readonly devPort: number;
  /** The Hosting emulator gives the first site of firebase.json `emulators.hosting.port`, the others + 5, + 6, + 7. */
  readonly hostingPort: number;
  /** The browser test files that test this app alone (beside the tests that name its routes; see test-app.ts). */
  readonly specs: readonly string[];
}

export const HOSTING_BASE_PORT = 5050;

export const apps = {
  shell: {
    dir: 'shell',
    devPort: 3000,
    hostingPort: HOSTING_BASE_PORT,
    specs: [],
  },
  portfolio: {
    dir: 'remotes/portfolio',
    devPort: 3001,
    hostingPort: HOSTING_BASE_PORT + 5,
    specs: ['portfolio.spec.ts'],
  },
  tools: {
    dir: 'remotes/tools',
    devPort: 3002,
    hostingPort: HOSTING_BASE_PORT + 6,
    specs: ['calculator.spec.ts'],
  },
  account: {
    dir: 'remotes/account',
    devPort: 3003,
    hostingPort: HOSTING_BASE_PORT + 7,
    specs: ['sign-in.spec.ts', 'client-area.spec.ts', 'account-embeds.spec.ts', 'provider-faults.spec.ts'],
  },
} as const satisfies Record<string, AppInfo>;

export type AppName = keyof typeof apps;
export type RemoteName = Exclude<AppName, 'shell'>;
export const remoteNames: readonly RemoteName[] = (Object.keys(apps) as AppName[]).filter((name) => name !== 'shell');

/** The other local services `npm start` runs, all of which must be free before it starts. */
export const emulatorPorts = { auth: 9099, functions: 5001, hub: 4400, logging: 4500 } as const;

export const LOCAL_HOST = '127.0.0.1';
export const DEMO_PROJECT_ID = 'demo-mediavelocity';
