// Behind the async boundary. The app's modules are in this chunk but evaluated in tasks of their own (an eager import
// adds no chunk), so that none of these tasks is long: not in the one that delivers the chunk's last file, and React
// DOM, the biggest, before the rest.
setTimeout(() =>
  import(/* webpackMode: "eager" */ 'react-dom/client').then(() =>
    setTimeout(() => import(/* webpackMode: "eager" */ './start')),
  ),
);

// A module, for main.ts's import() of it.
export {};
