'use client';

import { holdEarlySubmits } from '@/components/ui/early-submit';
import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// The login flow, its rules and its actions in their own chunk, out of /entrar's first-load JavaScript
// (decision 0054), requested as soon as the page hydrates. Until it hydrates, `fallback` (LoginFirstStep,
// the same markup rendered on the server without the flow's code) is what shows; typed before that, the
// login stays in the field (LoginFlow reads it on mount) and "Continuar" is held and sent once it has
// (early-submit.ts); before the page's script runs, as without JavaScript, a submit GETs /entrar with the login.
holdEarlySubmits();
export const LazyLoginFlow = lazyOverFallback(() => import('./login-flow').then((m) => m.LoginFlow));
