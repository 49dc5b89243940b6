'use client';

import { Modal } from '@/components/ui/modal';
import { PostbackForm } from '@/components/ui/postback-form';

import { answerAgeAction } from './actions';

/**
 * Adults-only suppliers (tag requires-age-check): a modal that makes the catalog inert until the
 * visitor answers 'Você tem mais de 18 anos?'. The answer goes through a server action (a plain
 * form post without JavaScript) and is remembered in a cookie.
 */
export function AgeGate({ estado, nome }: { estado: 'pergunta' | 'recusado'; nome: string }) {
  const asking = estado === 'pergunta';
  // Server-rendered open (non-modal, for no-JS); reopened as a modal to block the page behind it.
  return (
    <Modal
      open
      serverOpen
      mandatory
      title={asking ? 'Você tem mais de 18 anos?' : 'Que pena!'}
      description={
        asking
          ? `A ${nome} vende bebidas alcoólicas, apenas para maiores de 18 anos.`
          : 'Obrigado pela sinceridade. O conteúdo desta loja é destinado apenas a maiores de 18 anos. Volte quando puder!'
      }
      className="z-50 w-[min(92vw,30rem)] text-center"
    >
      {asking ? (
        <PostbackForm action={answerAgeAction} className="flex justify-center gap-4">
          <button
            type="submit"
            name="resposta"
            value="sim"
            className="rounded bg-primary px-6 py-2.5 font-semibold text-on-primary"
          >
            Sim
          </button>
          <button
            type="submit"
            name="resposta"
            value="nao"
            className="rounded border border-gray-500 px-6 py-2.5 font-semibold"
          >
            Não
          </button>
        </PostbackForm>
      ) : (
        <PostbackForm action={answerAgeAction}>
          <button type="submit" name="resposta" value="sim" className="text-sm underline">
            Respondi errado: tenho mais de 18 anos
          </button>
        </PostbackForm>
      )}
    </Modal>
  );
}
