// In the entry, not behind the async boundary: the stylesheet is then a <link> in index.html's head, fetched with the
// page instead of after the first script has run (and the shell needs no CSS-chunk loader).
import './styles/main.scss';

// The async boundary: shared libraries are negotiated by the federation runtime before any of them is evaluated.
// (A prerendered page loads this entry only once it has painted: see prerender/boot-script.ts.) In a task of its
// own: evaluating this entry (the federation runtime's start-up) and starting to load the app are each short,
// together a long task.
setTimeout(() => import('./bootstrap'));
