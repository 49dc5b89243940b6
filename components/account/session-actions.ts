'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';

import { defineAction, type ActionResult, type ErrorMapping } from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';
import { returnPath } from '@/lib/session/flow';
import { getSession } from '@/lib/session/server';

/** The account's sessions on other devices (the sessions list of /conta, decision 0018). */

const scope = 'identidade';

const SESSION_ERRORS = { scope, fallback: 'Não foi possível encerrar a sessão' } satisfies ErrorMapping;

/** Ends another device's session ("Sair deste dispositivo" on its row); the list is refreshed. */
export const endSessionAction = defineAction({
  input: z.tuple([z.uuid({ message: 'Sessão inválida' })]),
  session: 'customer',
  ...SESSION_ERRORS,
  run: async ({ input: [idsessao], account, supplier }): Promise<ActionResult> => {
    await identity.endSession(account.token, idsessao, supplier.idfornecedor);
    revalidatePath('/', 'layout');
    return { ok: true };
  },
});

/** "Sair de todos os dispositivos": every session ends, this one too; the cookie goes and the shopper lands on the home. */
export const endAllSessionsAction = defineAction({
  session: 'customer',
  ...SESSION_ERRORS,
  run: async ({ account, supplier, base }): Promise<ActionResult<{ destino: string }>> => {
    await identity.endAllSessions(account.token, supplier.idfornecedor);
    (await getSession()).destroy();
    return { ok: true, destino: returnPath(base, '/') };
  },
});
