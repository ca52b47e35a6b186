/** `npm start`: build every app for the local emulators, then serve them (see serve.ts). */
import { main as buildLocal } from './build-local';
import { serve } from './serve';

export async function main(): Promise<void> {
  await buildLocal();
  await serve();
}
