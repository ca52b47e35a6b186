/** `npm run bench` on existing builds: the pages it measures are the prerendered ones a deploy serves. */
import { prerenderSite, isPrerendered } from '../../prerender/render';
import { measureInteractions } from '../interactions';
import { main } from '../../scripts/bench';

const origin = 'http://127.0.0.1:5050';
const steps: string[] = [];

jest.mock('../../chromium', () => ({ chromiumPath: () => '/usr/bin/chromium' }));
jest.mock('../../deploy/local', () => ({ unbuilt: () => [] }));
jest.mock('../../processes', () => ({ assertPortsFree: async () => undefined, run: async () => undefined }));
jest.mock('../../emulators', () => ({
  emulatorPortClaims: () => [],
  isServed: async () => true,
  siteUrl: 'http://127.0.0.1:5050/',
  whileServed: async (_name: string, _log: string, work: (baseUrl: string) => Promise<unknown>) => {
    steps.push('served');
    return work('http://127.0.0.1:5050');
  },
}));
jest.mock('../../prerender/render', () => ({
  isPrerendered: jest.fn(),
  prerenderSite: jest.fn(async (baseUrl: string) => void steps.push(`prerendered ${baseUrl}`)),
}));
jest.mock('../interactions', () => ({
  ...jest.requireActual('../interactions'),
  measureInteractions: jest.fn(async () => {
    steps.push('measured');
    return [{ name: 'Open the phone menu', path: '/', latencies: [20] }];
  }),
}));

beforeEach(() => {
  steps.length = 0;
  jest.clearAllMocks();
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('prerenders an unprerendered build on the emulators it starts, before measuring', async () => {
  jest.mocked(isPrerendered).mockReturnValue(false);
  await main(['--no-build', '--interactions', 'only']);
  expect(steps).toEqual(['served', `prerendered ${origin}`, 'measured']);
  expect(measureInteractions).toHaveBeenCalledWith(origin, 4);
});

it('measures a prerendered build as it is', async () => {
  jest.mocked(isPrerendered).mockReturnValue(true);
  await main(['--no-build', '--interactions', 'only']);
  expect(prerenderSite).not.toHaveBeenCalled();
  expect(steps).toEqual(['served', 'measured']);
});

it('leaves a site already running as it is', async () => {
  jest.mocked(isPrerendered).mockReturnValue(false);
  await main(['--url', origin, '--interactions', 'only']);
  expect(prerenderSite).not.toHaveBeenCalled();
  expect(steps).toEqual(['measured']);
});
