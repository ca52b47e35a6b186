/**
 * `npm run deploy:local -- <remote> …`: builds each remote (production, local settings) and publishes it to the folder
 * its emulated site serves, live at once (a running `npm start` serves it next). Nothing else is built or written.
 */
import { publish } from '../deploy/versions';
import { parseCommandLine, seconds } from '../cli';
import { buildDir, parseRemoteNames, siteDir } from '../deploy/local';
import { buildApp } from '../processes';

const usage = 'Usage: npm run deploy:local -- <remote> [more remotes]';

export async function main(args: readonly string[]): Promise<void> {
  for (const name of parseRemoteNames(parseCommandLine(args, {}, usage).positionals, usage)) {
    const started = performance.now();
    await buildApp(name);
    const built = performance.now();
    const result = publish(buildDir(name), siteDir(name));
    const done = performance.now();
    const what = result.uploaded ? 'published' : 'already published; made live';
    console.log(
      `\n${name} ${result.version} ${what} in ${seconds(done - started)}` +
        ` (build ${seconds(built - started)}, publish ${seconds(done - built)})` +
        `.\n  Live before: ${result.previous ?? 'nothing'}.` +
        (result.pruned.length ? `\n  Removed old versions: ${result.pruned.join(', ')}.` : '') +
        `\n  Roll back with: npm run rollback:local -- ${name}`,
    );
  }
}
