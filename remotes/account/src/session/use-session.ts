import { useEffect, useState } from 'react';
import type { AuthService, SessionUser } from './auth-service';

export type Session =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-in'; readonly user: SessionUser }
  | { readonly status: 'signed-out' }
  | { readonly status: 'unavailable'; readonly error: unknown };

/** The client's session as the identity provider reports it, kept current. */
export function useSession(auth: AuthService): Session {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  useEffect(
    () =>
      auth.watch(
        (user) => setSession(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
        (error) => {
          console.error('[mediavelocity] The sign-in service did not load.', error);
          setSession({ status: 'unavailable', error });
        },
      ),
    [auth],
  );
  return session;
}
