/**
 * The URL this remote's files are served from, worked out by webpack at run time (`output.publicPath: 'auto'`) from
 * where its remoteEntry.js was loaded. Not defined outside webpack (tests).
 */
declare const __webpack_public_path__: string;
