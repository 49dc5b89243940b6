'use client';

import { createContext, useActionState, useContext, type ComponentProps, type ReactNode } from 'react';

/**
 * React renders a form whose action is a server action as action="" unless useActionState is given a
 * permalink, and an empty action is not valid HTML (docs/decisions/0042-html-validity.md). The supplier
 * layout provides the page's own URL (currentPublicUrl()): without JavaScript the browser posts back
 * to the same page, as it did with action="".
 */
const PermalinkContext = createContext<string | undefined>(undefined);

export function PermalinkProvider({ url, children }: { url: string; children: ReactNode }) {
  return <PermalinkContext.Provider value={url}>{children}</PermalinkContext.Provider>;
}

/** The page's own URL as the server rendered it: the third argument of every useActionState form. */
export function usePermalink(): string | undefined {
  return useContext(PermalinkContext);
}

type Props = Omit<ComponentProps<'form'>, 'action'> & {
  /** A server action taking a form (defineAction with `formData(...)`: called as `(state, formData)`). */
  action: (state: unknown, formData: FormData) => Promise<unknown>;
};

/** A <form> posting to a server action (from a server component too), its `action` the page's own URL. */
export function PostbackForm({ action, ...props }: Props) {
  // The server reference itself (a client wrapper would lose the no-JavaScript post); its result is unused.
  const [, formAction] = useActionState<unknown, FormData>(action, undefined, usePermalink());
  return <form {...props} action={formAction} />;
}
