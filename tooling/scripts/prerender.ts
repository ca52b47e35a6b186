/** `npm run prerender`: every page of the local build, rendered by the app in Chromium (tooling/prerender/render.ts). */
export { prerenderLocalSite as main } from '../prerender/render';
