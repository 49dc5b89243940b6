'use server';

import { defineAction, type ActionResult } from '@/lib/actions/define-action';
import * as identity from '@/lib/commerce/identity';

/** The supplier's terms of use, accepted from /conta (terms-dialog.tsx). */

const scope = 'identidade';

export const acceptTermsAction = defineAction({
  session: 'customer',
  fallback: 'Não foi possível registrar o aceite dos termos de uso',
  scope,
  run: async ({ account, supplier }): Promise<ActionResult> => {
    await identity.acceptTerms(account.token, account.usuario.idcliente, supplier.idfornecedor);
    return { ok: true };
  },
});
