'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';

import { usePermalink } from '@/components/ui/postback-form';

export type ActionDestination = { destino: string } | null | undefined;

/**
 * A form of a server action that answers where to go next. Without JavaScript the action
 * redirects (a full page post); with it, the form sends `js=1` and the page is loaded from the
 * answer's address (a server-side redirect of a client-side post would be rendered on Next's
 * internal host, without the visitor's supplier).
 */
export function ActionForm({
  action,
  className,
  children,
}: {
  action: (state: ActionDestination, form: FormData) => Promise<ActionDestination>;
  className?: string;
  children: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, null, usePermalink());
  const js = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (js.current) js.current.value = '1';
  }, []);
  useEffect(() => {
    if (state?.destino) window.location.assign(state.destino);
  }, [state]);
  return (
    <form action={formAction} className={className} aria-busy={pending || undefined}>
      <input ref={js} type="hidden" name="js" defaultValue="" />
      {/* inert, not a <fieldset disabled>: a fieldset needs a legend these forms have no words for. */}
      <div inert={pending || !!state?.destino} className="contents">
        {children}
      </div>
    </form>
  );
}
