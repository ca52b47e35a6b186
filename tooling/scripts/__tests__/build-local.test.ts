import { UsageError } from '../../cli';
import { buildApps, main } from '../build-local';

/** A build that ends when the test says, recording which builds run at the same time. */
function fakeBuilds() {
  const running = new Set<string>();
  const finish = new Map<string, (error?: Error) => void>();
  const started: string[] = [];
  let most = 0;
  const build = (app: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(app);
      running.add(app);
      most = Math.max(most, running.size);
      finish.set(app, (error) => {
        running.delete(app);
        if (error) reject(error);
        else resolve();
      });
    });
  return { build, started, finish, most: () => most };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('buildApps', () => {
  it('builds every app, the shell first, as many at a time as asked', async () => {
    const fake = fakeBuilds();
    const done = buildApps(2, fake.build);
    await flush();
    expect(fake.started).toEqual(['shell', 'portfolio']);
    fake.finish.get('portfolio')?.();
    await flush();
    expect(fake.started).toEqual(['shell', 'portfolio', 'tools']);
    fake.finish.get('tools')?.();
    await flush();
    fake.finish.get('account')?.();
    fake.finish.get('shell')?.();
    await done;
    expect(fake.started).toEqual(['shell', 'portfolio', 'tools', 'account']);
    expect(fake.most()).toBe(2);
  });

  it('one at a time on one core', async () => {
    const fake = fakeBuilds();
    const done = buildApps(1, fake.build);
    for (const app of ['shell', 'portfolio', 'tools', 'account']) {
      await flush();
      fake.finish.get(app)?.();
    }
    await done;
    expect(fake.most()).toBe(1);
  });

  it('starts nothing more once a build has failed, and fails with it when the running ones have ended', async () => {
    const fake = fakeBuilds();
    const done = buildApps(2, fake.build);
    const outcome = jest.fn();
    done.catch(outcome);
    await flush();
    fake.finish.get('portfolio')?.(new Error('npm run build --workspace remotes/portfolio failed (exit 2)'));
    await flush();
    expect(fake.started).toEqual(['shell', 'portfolio']);
    expect(outcome).not.toHaveBeenCalled();
    fake.finish.get('shell')?.();
    await expect(done).rejects.toThrow('remotes/portfolio failed');
  });
});

describe('npm run build:local', () => {
  it('refuses an argument it does not know before building anything', async () => {
    await expect(main(['--no-prerendering'])).rejects.toThrow(UsageError);
    await expect(main(['shell'])).rejects.toThrow(
      'Unexpected argument "shell".\nUsage: npm run build:local -- [--no-prerender]',
    );
  });
});
