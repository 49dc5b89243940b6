/**
 * "Fale conosco" (decision 0046): a visitor's message is kept and queued by email for the
 * supplier's contact address, capped per sender email and per client address (send-caps.ts).
 */
import { CONTACT_MESSAGES } from '../../../lib/contract';
import type { Db } from '../db/types';
import { conflict } from './errors';
import { countSend } from './identity/send-caps';
import { insertOutboxMail } from './mail/outbox';
import { getSupplierRow } from './suppliers';

type ContactInput = { nome: string; email: string; telefone?: string | undefined; mensagem: string };

export async function sendContactMessage(
  db: Db,
  supplierRef: string,
  body: ContactInput,
  clientAddress: string,
): Promise<{ idmensagem: string; mensagem: string }> {
  const f = await getSupplierRow(db, supplierRef);
  const para = f.rodape.contato.email?.trim();
  if (!para) throw conflict(CONTACT_MESSAGES.semEmail, 'FORNECEDOR_SEM_EMAIL_DE_CONTATO');
  await countSend(db, 'fale-conosco', { destino: body.email, endereco: clientAddress });
  const telefone = body.telefone?.trim() || null;
  const idmensagem = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ idmensagem: string }>(
      `INSERT INTO mensagens_contato (idfornecedor, nome, email, telefone, mensagem)
       VALUES ($1, $2, $3, $4, $5) RETURNING idmensagem`,
      [f.idfornecedor, body.nome, body.email, telefone, body.mensagem],
    );
    await insertOutboxMail(tx, {
      para,
      assunto: `Fale conosco: mensagem de ${body.nome}`,
      corpo: [
        `Mensagem enviada pela página "Fale conosco" da loja ${f.nome}.`,
        '',
        `Nome: ${body.nome}`,
        `E-mail: ${body.email}`,
        ...(telefone ? [`Telefone: ${telefone}`] : []),
        '',
        body.mensagem,
      ].join('\n'),
      tipo: 'fale-conosco',
      idfornecedor: f.idfornecedor,
    });
    return row!.idmensagem;
  });
  return { idmensagem, mensagem: CONTACT_MESSAGES.enviado };
}
