'use client';

import { holdEarlySubmits } from '@/components/ui/early-submit';
import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// The email change and the verification code, their actions' references included, in a chunk of their own,
// out of /conta's first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then
// `fallback` (email-forms-fallback.tsx: the same markup rendered on the server without their code) is what
// shows. Neither is a server-action form: before the page's script runs, as without JavaScript, a submit reloads
// /conta; after it, "Trocar email" sent before its chunk arrived is held and sent once it has (early-submit.ts).
// "Atualizar cadastro" (a server-action form, decision 0042) stays in the first load.
const forms = () => import('./email-forms');
holdEarlySubmits();

export const LazyChangeEmailForm = lazyOverFallback(() => forms().then((m) => m.ChangeEmailForm));
export const LazyVerificationButton = lazyOverFallback(() => forms().then((m) => m.VerificationButton));
