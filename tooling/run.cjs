// `node tooling/run.cjs <script.ts> [args…]`: esbuild-register transpiles the script on load (`npm run typecheck`
// checks its types), then its exported `main(args)` runs; a failure prints its message and exits 1.
const path = require('node:path');
require('esbuild-register/dist/node').register({ target: `node${process.versions.node}` });

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('usage: node tooling/run.cjs <script.ts> [args…]');
  process.exit(2);
}
const { main } = require(path.resolve(script));
if (typeof main !== 'function') {
  console.error(`${script} exports no main function`);
  process.exit(2);
}
Promise.resolve()
  .then(() => main(args))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
