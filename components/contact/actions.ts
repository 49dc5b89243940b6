'use server';

import { z } from 'zod';

import { defineAction, formData, mapActionError, type FormState } from '@/lib/actions/define-action';
import { sendContactMessage } from '@/lib/commerce/content';
import { contactMessageBodySchema } from '@/lib/contract';

/** What the visitor typed, sent back on a refusal so that nothing is lost (with or without JavaScript). */
export type ContactValues = { nome: string; email: string; telefone: string; mensagem: string };
export type ContactState = (Exclude<FormState, null> & { valores?: ContactValues }) | null;

const FALLBACK = 'Não foi possível enviar a mensagem agora. Tente novamente em alguns minutos.';

/** "Fale conosco" (decision 0046): one API call keeps the message and queues it by email for the supplier. */
export const sendContactAction = defineAction({
  input: formData(
    z.object({
      nome: z.string().default(''),
      email: z.string().default(''),
      telefone: z.string().default(''),
      mensagem: z.string().default(''),
    }),
  ),
  session: 'supplier',
  fallback: FALLBACK,
  reply: (failure): ContactState => ({ ok: false, mensagem: failure.erro }),
  run: async ({ input, supplier, base }): Promise<ContactState> => {
    const parsed = contactMessageBodySchema.safeParse({ ...input, telefone: input.telefone.trim() || undefined });
    if (!parsed.success) {
      const campos: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string') campos[field] ??= issue.message;
      }
      return { ok: false, mensagem: parsed.error.issues[0]?.message ?? FALLBACK, campos, valores: input };
    }
    try {
      const r = await sendContactMessage(supplier.idfornecedor, parsed.data);
      return { ok: true, mensagem: r.mensagem };
    } catch (error) {
      // 429 included: its pt-BR message is shown in place, the text kept (no redirect).
      const failure = mapActionError(error, base, { fallback: FALLBACK, rateLimit: false, scope: 'fale-conosco' });
      return { ok: false, mensagem: failure.erro, valores: input };
    }
  },
});
