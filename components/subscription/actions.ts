'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';

import type { ActionDestination } from '@/components/order/action-form';
import { noticeKeyOf } from '@/components/order/notices';
import { defineAction, formData, type ActionFailure } from '@/lib/actions/define-action';
import { cancelSubscription } from '@/lib/commerce/subscription';
import { SUBSCRIPTION_MESSAGES } from '@/lib/contract/subscription';
import { absoluteOnVisitorOrigin } from '@/lib/session/flow';
import { supplierHref } from '@/lib/supplier-url';

/**
 * 'Cancelar assinatura', confirmed on the detail page: a form post that works without
 * JavaScript (redirect) and with it (components/order/action-form.tsx loads the answer's address).
 */
export const cancelSubscriptionAction = defineAction({
  session: 'customer',
  fallback: 'Não foi possível cancelar a assinatura. Tente novamente.',
  input: formData(
    z.object({ idassinatura: z.uuid({ message: SUBSCRIPTION_MESSAGES.naoEncontrada }), js: z.string().optional() }),
  ),
  reply: async (f: ActionFailure): Promise<ActionDestination> =>
    f.destino ? { destino: await absoluteOnVisitorOrigin(f.destino) } : null,
  run: async ({ input, account, supplier, base }): Promise<ActionDestination> => {
    const r = await cancelSubscription(
      { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
      input.idassinatura,
    );
    const q = r.ok ? 'ok=cancelada' : `erro=${noticeKeyOf(r.mensagem)}`;
    const destino = await absoluteOnVisitorOrigin(supplierHref(base, `/conta/assinaturas/${input.idassinatura}?${q}`));
    if (input.js === '1') return { destino };
    redirect(destino);
  },
});
