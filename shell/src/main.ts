// In the entry, not behind the async boundary: the stylesheet is then a <link> in index.html's head, fetched with the
// page instead of after the first script has run (and the shell needs no CSS-chunk loader).
import './styles/main.scss';
import { afterFirstPaint, prerenderedRoot } from './prerendered';

// The async boundary: shared libraries are negotiated by the federation runtime before any of them is evaluated.
// A prerendered page is painted first: its content needs no script, and the app's start-up then competes with nothing.
const ready = prerenderedRoot() ? afterFirstPaint() : Promise.resolve();
void ready.then(() => import('./bootstrap'));
