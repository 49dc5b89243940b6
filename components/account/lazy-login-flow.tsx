'use client';

import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// The login flow, its rules and its actions in their own chunk, out of /entrar's first-load JavaScript
// (decision 0054), requested as soon as the page hydrates. Until it hydrates, `fallback` (LoginFirstStep,
// the same markup rendered on the server without the flow's code) is what shows; typed before that, the
// login stays in the field (LoginFlow reads it on mount) and a submit GETs /entrar with it, as the form does
// before any hydration.
export const LazyLoginFlow = lazyOverFallback(() => import('./login-flow').then((m) => m.LoginFlow));
