'use server';

import { z } from 'zod';

import { asFormState, defineAction, formData, ignoreFailure, type FormState } from '@/lib/actions/define-action';
import { authenticateAttendant } from '@/lib/commerce/chat';
import { getAttendantSession } from '@/lib/session/attendant';

/**
 * The attendant page's login and logout. The token goes into the attendant's own sealed
 * cookie; the browser only ever sees chat tickets.
 */
export const loginAttendantAction = defineAction({
  input: formData(
    z.object({
      email: z.string().trim().min(3, 'Informe o email').max(200, 'Email inválido'),
      senha: z.string().min(1, 'Informe a senha').max(200, 'Senha inválida'),
    }),
  ),
  session: 'supplier',
  fallback: 'Não foi possível entrar. Tente novamente.',
  scope: 'atendente',
  reply: asFormState,
  run: async ({ input, supplier }): Promise<FormState> => {
    const r = await authenticateAttendant(input.email, input.senha, supplier.idfornecedor);
    if (!r.ok) return { ok: false, mensagem: r.mensagem };
    const session = await getAttendantSession();
    session.token = r.data.token;
    session.idfornecedor = supplier.idfornecedor;
    session.nome = r.data.atendente.nome;
    await session.save();
    // The form refreshes the page (a redirect from the action was rendered without the supplier).
    return { ok: true, mensagem: '' };
  },
});

export const logoutAttendantAction = defineAction({
  input: formData(z.object({})),
  session: 'supplier',
  fallback: 'Não foi possível sair. Tente novamente.',
  scope: 'atendente',
  reply: ignoreFailure,
  run: async (): Promise<void> => {
    const session = await getAttendantSession();
    session.destroy();
  },
});
