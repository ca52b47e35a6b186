import type { FrameHandle, RemoteRoutesModule } from '@mediavelocity/contract';
import { paths } from './paths';

const fullViewport: FrameHandle = { hideNav: true };

/** Exposed as `tools/routes`; each page is its own chunk, fetched when its route is first visited. */
export const routes: RemoteRoutesModule['routes'] = [
  {
    path: paths.tools,
    page: async () => (await import('../features/tools-promo/tools-page')).ToolsPage,
  },
  {
    path: paths.screenTracker,
    handle: fullViewport,
    page: async () => (await import('../features/screen-tracker/screen-tracker-page')).ScreenTrackerPage,
  },
  {
    path: paths.calculator,
    page: async () => (await import('../features/calculator/calculator-page')).CalculatorPage,
  },
];
