'use server';

import { z } from 'zod';

import { defineAction, type FormState } from '@/lib/actions/define-action';
import { uploadSpreadsheet } from '@/lib/commerce/shopping-list';
import type { SpreadsheetResponse } from '@/lib/contract/spreadsheet';
import { SPREADSHEET_MESSAGES as M, MAX_SPREADSHEET_BYTES } from '@/lib/rules/spreadsheet';
import { catalogViewer } from '@/lib/session/viewer';

export type QuickOrderState = (Exclude<FormState, null> & { resultado?: SpreadsheetResponse }) | null;

/** The form's file (when one was chosen) and pasted text. */
const upload = z
  .array(z.unknown())
  .transform((args, ctx) => {
    const form = args.at(-1);
    if (!(form instanceof FormData)) {
      ctx.addIssue({ code: 'custom', message: 'Formulário inválido' });
      return z.NEVER;
    }
    const file = form.get('arquivo');
    const texto = form.get('texto');
    return {
      arquivo: file instanceof File && file.size > 0 ? file : null,
      texto: typeof texto === 'string' ? texto : '',
    };
  })
  .refine((v) => !!v.arquivo || v.texto.trim() !== '', M.vazio)
  .refine((v) => !v.arquivo || v.arquivo.size <= MAX_SPREADSHEET_BYTES, M.arquivoGrande);

/**
 * 'Pedido rápido': the file (CSV or XLSX) or the pasted lines go to the API, which adds
 * the good lines to the cart and answers line by line; the page shows that table.
 */
export const quickOrderAction = defineAction({
  session: 'customer',
  fallback: 'Não foi possível ler a planilha. Tente novamente.',
  input: upload,
  reply: (f): QuickOrderState => ({ ok: false, mensagem: f.erro, destino: f.destino }),
  run: async ({ input, account, supplier }): Promise<QuickOrderState> => {
    const { idformapagamento } = await catalogViewer(supplier.idfornecedor);
    const body = input.arquivo
      ? {
          arquivo: {
            nome: input.arquivo.name || 'planilha.csv',
            conteudo: Buffer.from(await input.arquivo.arrayBuffer()).toString('base64'),
          },
        }
      : { texto: input.texto };
    const r = await uploadSpreadsheet(
      { token: account.token, idcliente: account.usuario.idcliente, idfornecedor: supplier.idfornecedor },
      body,
      idformapagamento,
    );
    if (!r.ok) return { ok: false, mensagem: r.mensagem };
    return { ok: true, mensagem: r.data.mensagem, resultado: r.data };
  },
});
