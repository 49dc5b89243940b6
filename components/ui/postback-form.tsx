'use client';

import { useActionState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<'form'>, 'action'> & {
  /** A server action taking a form (defineAction with `formData(...)`: called as `(state, formData)`). */
  action: (state: unknown, formData: FormData) => Promise<unknown>;
  /** The page's own URL (currentPublicUrl()). */
  permalink: string;
};

/**
 * A <form> posting to a server action whose `action` attribute is the page's own URL: React renders a
 * server action without a permalink as action="", which is not valid HTML
 * (docs/decisions/0045-html-validity.md). Without JavaScript the browser posts back to the same page,
 * as it did with action=""; with it, React runs the action as before.
 */
export function PostbackForm({ action, permalink, ...props }: Props) {
  // The server reference itself (a client wrapper would lose the no-JavaScript post); its result is unused.
  const [, formAction] = useActionState<unknown, FormData>(action, undefined, permalink);
  return <form {...props} action={formAction} />;
}
