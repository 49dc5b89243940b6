'use client';

import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

import type { ReviewFigures as ReviewFiguresComponent } from './review-figures';
import type { SubmitButton as SubmitButtonComponent } from './submit-button';

// The submit button and the review's figures (with the price formatter) in chunks of their own, out of
// /finalizar's first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then
// `fallback` (their views rendered on the server with the methods checked first, submit-button-view.tsx and
// review-figures-view.tsx) is what shows: the same markup, so nothing moves, and the button submits the form
// as before hydration (the form ignores a second submit), as without JavaScript.
const SubmitButton = lazy(() => import('./submit-button').then((m) => ({ default: m.SubmitButton })));
const ReviewFigures = lazy(() => import('./review-figures').then((m) => ({ default: m.ReviewFigures })));

/** SubmitButton, loaded after the first paint, over `fallback`: its server-rendered markup. */
export function LazySubmitButton({
  fallback,
  ...props
}: ComponentProps<typeof SubmitButtonComponent> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SubmitButton {...props} />
    </Suspense>
  );
}

/** ReviewFigures, loaded after the first paint, over `fallback`: its server-rendered markup. */
export function LazyReviewFigures({
  fallback,
  ...props
}: ComponentProps<typeof ReviewFiguresComponent> & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ReviewFigures {...props} />
    </Suspense>
  );
}
