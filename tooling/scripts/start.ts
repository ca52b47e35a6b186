/** `npm start`: build every app for production, then serve them with the Firebase emulators (see serve.ts). */
import { run } from './processes';
import { serve } from './serve';

export async function main(): Promise<void> {
  await run('npm', ['run', 'build']);
  await serve();
}
