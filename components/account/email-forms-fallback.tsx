import { ChangeEmailRequestView, SendVerificationButton } from './email-forms-view';

/**
 * ChangeEmailForm and VerificationButton as they render before any interaction, without their code: what /conta
 * shows until their chunk arrives (lazy-email-forms.tsx, decision 0054). React's server streams a Suspense boundary
 * of this size after the page (hidden until its script runs), so the page renders this in its place. The markup is
 * the forms' own (email-forms-view.tsx): nothing moves when they take over, and without JavaScript this is the form.
 * Its own ids, as the forms' stay in the page (hidden) until the boundary is revealed.
 */
export function ChangeEmailFallback({ atual }: { atual: string }) {
  return (
    <div className="max-w-lg">
      <ChangeEmailRequestView atual={atual} idPrefix="troca-email-inicial" />
    </div>
  );
}

/** VerificationButton before any interaction, without its code. */
export function VerificationFallback() {
  return (
    <div className="max-w-lg">
      <SendVerificationButton />
    </div>
  );
}
