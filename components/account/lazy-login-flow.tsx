'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

import type { LoginFlow as LoginFlowComponent } from './login-flow';

// The login flow, its rules and its actions in their own chunk, out of /entrar's first-load JavaScript
// (decision 0054). The server HTML is the flow's own first step; it hydrates when the chunk arrives,
// requested as soon as the page hydrates. Typed before that, the login stays in the field (LoginFlow reads
// it on mount) and a submit GETs /entrar with it, as the form does before any hydration.
const LoginFlow = lazy(() => import('./login-flow').then((m) => ({ default: m.LoginFlow })));

/** LoginFlow, loaded after the first paint: the server-rendered step stays as it is until it hydrates. */
export function LazyLoginFlow(props: ComponentProps<typeof LoginFlowComponent>) {
  return (
    <Suspense fallback={null}>
      <LoginFlow {...props} />
    </Suspense>
  );
}
