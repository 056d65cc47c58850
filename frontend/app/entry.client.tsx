import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hasPageSupabaseEnv } from './lib/supabase-env';

// Spec section 2: the app starts after checking whether the fallback data client's settings are
// in the page environment. The check is synchronous; without them the client is made later,
// from GET /api/client-env, when tracking (deferred to idle time) first needs it.
if (!hasPageSupabaseEnv() && import.meta.env.DEV) console.info('Data client settings will come from /api/client-env');

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
