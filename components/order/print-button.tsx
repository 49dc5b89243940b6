'use client';

/** 'Imprimir': the browser's print dialog (the page's print styles leave only the boleto). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="w-fit rounded bg-primary px-4 py-2 font-semibold text-on-primary print:hidden"
    >
      Imprimir
    </button>
  );
}
