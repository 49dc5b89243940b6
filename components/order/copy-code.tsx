'use client';

import { useRef, useState } from 'react';

/**
 * A code to copy (the PIX copia e cola, the boleto's linha digitável): a read-only field with the
 * whole code (selectable without JavaScript) and a button that copies it to the clipboard and
 * announces `copiado` in a live region.
 */
export function CopyCode({
  id,
  label,
  value,
  button,
  copiado,
}: {
  id: string;
  label: string;
  value: string;
  button: string;
  copiado: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Clipboard refused (permissions, old browser): select the text for a manual copy.
      input.current?.select();
      document.execCommand?.('copy');
    }
    setStatus(copiado);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded border border-gray-500 bg-gray-50 p-2 font-mono text-sm"
        />
        <button
          type="button"
          onClick={() => void copy()}
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
