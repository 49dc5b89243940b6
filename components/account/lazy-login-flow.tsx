'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

import type { LoginFlow as LoginFlowComponent } from './login-flow';

// The login flow, its rules and its actions in their own chunk, out of /entrar's first-load JavaScript
// (decision 0054), requested as soon as the page hydrates. Until it hydrates, `fallback` (LoginFirstStep,
// the same markup rendered on the server without the flow's code) is what shows; typed before that, the
// login stays in the field (LoginFlow reads it on mount) and a submit GETs /entrar with it, as the form does
// before any hydration.
const LoginFlow = lazy(() => import('./login-flow').then((m) => ({ default: m.LoginFlow })));

/** LoginFlow, loaded after the first paint, over `fallback`: its first step's server-rendered markup. */
export function LazyLoginFlow({
  fallback,
  ...props
}: ComponentProps<typeof LoginFlowComponent> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LoginFlow {...props} />
    </Suspense>
  );
}
