import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor give up after 1 s by default. A page's first render in jest imports its lazy chunk, which SWC
// transforms on first use: on a loaded two-core machine that took longer, and page-meta tests failed on it. 4 s still
// fails a page that never renders (jest.config.ts gives each test 15 s, room for a few such waits).
configure({ asyncUtilTimeout: 4000 });
