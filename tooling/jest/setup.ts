import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// jsdom lacks these; react-router uses them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
