'use client';

import { useRef, useState } from 'react';

import { CopyCodeView } from './copy-code-view';

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
    <CopyCodeView
      id={id}
      label={label}
      value={value}
      button={button}
      status={status}
      inputRef={input}
      onFocus={(e) => e.currentTarget.select()}
      onClick={() => void copy()}
    />
  );
}
