'use client';

import { useModalOnMount } from '@/components/dialog/use-modal-on-mount';
import { answerAgeAction } from './actions';

/**
 * Adults-only suppliers (tag requires-age-check): a modal that makes the catalog inert until the
 * visitor answers 'Você tem mais de 18 anos?'. The answer goes through a server action (a plain
 * form post without JavaScript) and is remembered in a cookie.
 */
export function AgeGate({ estado, nome }: { estado: 'pergunta' | 'recusado'; nome: string }) {
  // Server-rendered open (non-modal, for no-JS); reopened as a modal to block the page behind it.
  const dialog = useModalOnMount();
  return (
    <dialog
      ref={dialog}
      open
      aria-labelledby="idade-titulo"
      onCancel={(e) => e.preventDefault()}
      className="fixed inset-0 z-50 m-auto w-[min(92vw,30rem)] rounded-lg p-8 text-center text-gray-900 shadow-xl backdrop:bg-black/80"
    >
      {estado === 'pergunta' ? (
        <>
          <h2 id="idade-titulo" className="mb-3 text-2xl font-bold">
            Você tem mais de 18 anos?
          </h2>
          <p className="mb-6 text-gray-700">A {nome} vende bebidas alcoólicas, apenas para maiores de 18 anos.</p>
          <form action={answerAgeAction} className="flex justify-center gap-4">
            <button name="resposta" value="sim" className="rounded bg-primary px-6 py-2.5 font-semibold text-on-primary">
              Sim
            </button>
            <button name="resposta" value="nao" className="rounded border border-gray-500 px-6 py-2.5 font-semibold">
              Não
            </button>
          </form>
        </>
      ) : (
        <>
          <h2 id="idade-titulo" className="mb-3 text-2xl font-bold">
            Que pena!
          </h2>
          <p className="mb-6 text-gray-700">
            Obrigado pela sinceridade. O conteúdo desta loja é destinado apenas a maiores de 18 anos. Volte quando puder!
          </p>
          <form action={answerAgeAction}>
            <button name="resposta" value="sim" className="text-sm underline">
              Respondi errado: tenho mais de 18 anos
            </button>
          </form>
        </>
      )}
    </dialog>
  );
}
