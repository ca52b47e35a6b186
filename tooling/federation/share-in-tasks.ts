/**
 * A runtime plugin of the shell: each shared library it loads (react, react-dom, the router) is resolved in a task of
 * its own. Started together, as the first page's chunks are, the federation runtime resolves them in one unbroken run
 * of promise callbacks, a long task that delays any input the page gets meanwhile; a macrotask before each keeps
 * every piece short. The cost is one timer per shared library, a few milliseconds in all, while its chunk is being
 * fetched anyway.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

export default function shareInTasks(): ModuleFederationRuntimePlugin {
  return {
    name: 'mediavelocity-share-in-tasks',
    async beforeLoadShare(args) {
      await new Promise((resolve) => setTimeout(resolve));
      return args;
    },
  };
}
