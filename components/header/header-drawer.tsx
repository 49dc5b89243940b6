'use client';

import { useId, useState, type MouseEvent, type ReactNode } from 'react';

import { Modal } from '@/components/ui/modal';

/**
 * Native invoker attributes (Invoker Commands; not in React's typings yet): before hydration, or
 * without JavaScript, the browser itself opens the <dialog> as a modal (Escape and the focus trap
 * included). Once hydrated, the click handler cancels that and React drives the dialog.
 */
const invokes = (dialogId: string) => ({ commandfor: dialogId, command: 'show-modal' }) as Record<string, string>;

/**
 * Phone/tablet side menu of the header: the 'Menu' button and a left drawer (components/ui/modal:
 * a native modal <dialog>, focus trapped, Escape or 'Fechar' closes it, the focus goes back to
 * the button). Its content is server-rendered and passed in as children, so this island is only
 * the button and the open state. Following a link inside closes it (client navigation keeps the
 * layout, and the menu with it). Animations: app/globals.css ('Header side menu').
 */
export function HeaderDrawer({ title, children }: { title: string; children: ReactNode }) {
  const drawerId = `${useId()}-menu`;
  const [open, setOpen] = useState(false);

  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    const dialog = e.currentTarget.closest('dialog');
    // Not the links of a dialog opened from the menu (the delivery panel): they are its business.
    // Closing the element itself also covers a menu the browser opened before hydration; its
    // close event sets the state (Modal's onClose).
    if (link && dialog && link.closest('dialog') === dialog) dialog.close();
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        {...invokes(drawerId)}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
        className="inline-flex h-10 items-center gap-2 rounded border border-current px-3 text-sm font-semibold"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M3 5h14M3 10h14M3 15h14" />
        </svg>
        {title}
      </button>
      <Modal
        id={drawerId}
        open={open}
        onClose={() => setOpen(false)}
        variant="drawer"
        side="left"
        title={title}
        className="header-drawer"
      >
        <div onClick={closeOnLink} className="flex flex-col gap-6">
          {children}
        </div>
      </Modal>
    </>
  );
}
