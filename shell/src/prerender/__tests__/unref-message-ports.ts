/**
 * React's static renderer opens a MessageChannel when its module loads, to schedule its work, and never closes it.
 * In Node a port with a listener keeps the process alive, so the test's worker could not exit (Jest forced it, with a
 * warning). Imported before React's renderer: its channels deliver their messages as ever, but hold the process no more.
 */
const find = (object: object, key: string): PropertyDescriptor | undefined => {
  for (let from: object | null = object; from; from = Object.getPrototypeOf(from) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(from, key);
    if (descriptor) return descriptor;
  }
  return undefined;
};

const NodeMessageChannel = globalThis.MessageChannel;

globalThis.MessageChannel = class extends NodeMessageChannel {
  constructor() {
    super();
    const handler = find(this.port1, 'onmessage');
    // Setting a listener refers the port again (Node's own rule): unreferred after it, each time.
    Object.defineProperty(this.port1, 'onmessage', {
      configurable: true,
      get(this: MessagePort) {
        return handler?.get?.call(this) as unknown;
      },
      set(this: MessagePort & { unref(): void }, listener: unknown) {
        handler?.set?.call(this, listener);
        this.unref();
      },
    });
  }
};

export {};
