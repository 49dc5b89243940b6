'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';

import { asFormState, defineAction, formData, redirectOnRateLimit, type FormState } from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';

/** Linked users of a principal account (/conta/usuarios) and the invitations an account received (decision 0028). */

const scope = 'identidade';

const sendLinkedUserInvitation = defineAction({
  input: formData(z.object({ email: z.string().trim().default(''), nome: z.string().trim().default('') })),
  session: 'customer',
  fallback: 'Não foi possível enviar o convite',
  scope,
  reply: asFormState,
  run: async ({ input: { email, nome }, account, supplier }): Promise<FormState> => {
    const r = await identity.createLinkedUser(
      account.token,
      account.usuario.idcliente,
      supplier.idfornecedor,
      email,
      nome || undefined,
    );
    revalidatePath('/', 'layout');
    return { ok: true, mensagem: r.mensagem };
  },
});

/** The new-linked-user form's state: a refusal carries what was typed (`valores`). */
export type LinkedUserFormState = (Exclude<FormState, null> & { valores?: { email: string; nome: string } }) | null;

/**
 * Invites a linked user (decision 0028), the new-user form's own server action (its `action` is the
 * page's URL, decision 0042). Without JavaScript a refusal renders the page anew, so the answer
 * carries the typed email and name back into the fields.
 */
export async function createLinkedUserAction(state: unknown, form: FormData): Promise<LinkedUserFormState> {
  const r = await sendLinkedUserInvitation(state, form);
  if (r?.ok) return r;
  const typed = (name: string) => {
    // Anything can be posted to an action: only a form has typed values to give back.
    const v = form instanceof FormData ? form.get(name) : null;
    return typeof v === 'string' ? v : '';
  };
  return { ...r, ok: false, mensagem: r?.mensagem ?? '', valores: { email: typed('email'), nome: typed('nome') } };
}

/** "Aceitar" / "Recusar" on an invitation the logged-in account received (decision 0028). */
export const answerInvitationAction = defineAction({
  input: formData(
    z.object({
      idconvite: z.string().default(''),
      resposta: z.enum(['aceitar', 'recusar'], { message: 'Escolha aceitar ou recusar' }),
    }),
  ),
  session: 'customer',
  fallback: 'Não foi possível responder ao convite',
  scope,
  reply: asFormState,
  run: async ({ input: { idconvite, resposta }, account, supplier }): Promise<FormState> => {
    const r = await identity.answerInvitation(
      account.token,
      account.usuario.idcliente,
      idconvite,
      resposta === 'aceitar',
      supplier.idfornecedor,
    );
    // No revalidation: the answer stays on screen in place of the buttons; the next visit is fresh.
    return { ok: true, mensagem: r.mensagem };
  },
});

/** A plain form action: the 429 page is reached by a redirect on the visitor's origin. */
export const deleteLinkedUserAction = defineAction({
  input: formData(z.object({ idcliente: z.string().default('') })),
  session: 'customer',
  fallback: '',
  scope,
  reply: redirectOnRateLimit,
  run: async ({ input: { idcliente }, account, supplier }): Promise<void> => {
    try {
      await identity.deleteLinkedUser(account.token, account.usuario.idcliente, idcliente, supplier.idfornecedor);
    } finally {
      revalidatePath('/', 'layout');
    }
  },
});
