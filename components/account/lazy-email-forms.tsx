'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

import type { ChangeEmailForm as ChangeEmailFormComponent } from './email-forms';

// The email change and the verification code, their actions' references included, in a chunk of their own,
// out of /conta's first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then
// `fallback` (email-forms-fallback.tsx: the same markup rendered on the server without their code) is what
// shows. Neither is a server-action form: before hydration, as without JavaScript, a submit reloads /conta.
// "Atualizar cadastro" (a server-action form, decision 0042) stays in the first load.
const forms = () => import('./email-forms');
const ChangeEmail = lazy(() => forms().then((m) => ({ default: m.ChangeEmailForm })));
const Verification = lazy(() => forms().then((m) => ({ default: m.VerificationButton })));

/** ChangeEmailForm, loaded after the first paint, over `fallback`: its server-rendered markup. */
export function LazyChangeEmailForm({
  fallback,
  ...props
}: ComponentProps<typeof ChangeEmailFormComponent> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ChangeEmail {...props} />
    </Suspense>
  );
}

/** VerificationButton, loaded after the first paint, over `fallback`: its server-rendered markup. */
export function LazyVerificationButton({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Verification />
    </Suspense>
  );
}
