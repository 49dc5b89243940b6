'use client';

import { lazyOverFallback } from '@/components/ui/lazy-over-fallback';

// The submit button and the review's figures (with the price formatter) in chunks of their own, out of
// /finalizar's first-load JavaScript (decision 0054), requested as soon as the page hydrates. Until then
// `fallback` (their views rendered on the server with the methods checked first, submit-button-view.tsx and
// review-figures-view.tsx) is what shows: the same markup, so nothing moves, and the button submits the form
// as before hydration (the form ignores a second submit), as without JavaScript.
export const LazySubmitButton = lazyOverFallback(() => import('./submit-button').then((m) => m.SubmitButton));
export const LazyReviewFigures = lazyOverFallback(() => import('./review-figures').then((m) => m.ReviewFigures));
