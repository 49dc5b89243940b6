'use client';

type Props = { retry?: () => void; reset: () => void };

/** Friendly pt-BR failure message with a retry button; never shows the error itself. */
export function PageErrorMessage({ retry, reset }: Props) {
  return (
    <>
      <h1 className="mb-3 text-2xl font-bold">Algo deu errado</h1>
      <p className="mb-6 text-gray-700">Não foi possível carregar esta página agora. Tente novamente em instantes.</p>
      <button
        type="button"
        onClick={() => (retry ?? reset)()}
        className="rounded bg-primary px-5 py-2.5 font-semibold text-on-primary"
      >
        Tentar novamente
      </button>
    </>
  );
}
