import type { FocusEvent, MouseEvent, Ref } from 'react';

/**
 * The markup of CopyCode: a read-only field with the whole code (selectable without JavaScript), the button and
 * its live region. Where CopyCode loads after the page (LazyCopyCode, decision 0054) the server renders this, with
 * its own `id`, until its chunk arrives.
 */
export function CopyCodeView({
  id,
  label,
  value,
  button,
  status,
  inputRef,
  onFocus,
  onClick,
}: {
  id: string;
  label: string;
  value: string;
  button: string;
  status: string;
  inputRef?: Ref<HTMLInputElement>;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  onClick?: (e: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={inputRef}
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={onFocus}
          className="min-w-0 flex-1 rounded border border-gray-500 bg-gray-50 p-2 font-mono text-sm"
        />
        <button
          type="button"
          onClick={onClick}
          className="rounded bg-primary px-4 py-2 font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {button}
        </button>
      </div>
      <p role="status" className="text-sm font-semibold text-green-800">
        {status}
      </p>
    </div>
  );
}
