/**
 * Development only (`npm run dev`): a remote's dev server cannot reload the shell's page by itself, since the page is
 * the shell's. This listens to each remote dev server's own socket and reloads the page when that remote rebuilds.
 */
interface DevServerMessage {
  readonly type: string;
  readonly data?: unknown;
}

function watch(manifestUrl: string): void {
  const { host } = new URL(manifestUrl);
  const socket = new WebSocket(`ws://${host}/ws`);
  let lastHash: unknown;
  let changed = false;
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as DevServerMessage;
    if (message.type === 'hash') {
      changed = lastHash !== undefined && message.data !== lastHash;
      lastHash = message.data;
    }
    if (message.type === 'ok' && changed) window.location.reload();
  });
  socket.addEventListener('error', () => {
    // A remote served by `npm start` instead of a dev server has no such socket: it just won't live-reload.
    console.info(`[mediavelocity] ${host} is not a dev server; its changes need a rebuild and a reload.`);
  });
}

export function reloadOnRemoteRebuild(remotes: Readonly<Record<string, string>>): void {
  Object.values(remotes).forEach(watch);
}
