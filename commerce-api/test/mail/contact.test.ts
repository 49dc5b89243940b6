/**
 * "Fale conosco" (decision 0046): POST /v4/fale-conosco/{idfornecedor} keeps the message and queues it
 * by email for the supplier's contact address; limits answer 4xx in pt-BR; the send caps answer 429.
 */
import { randomUUID } from 'node:crypto';

import { CONTACT_LIMITS, CONTACT_MESSAGES, IDENTITY_MESSAGES } from '../../../lib/contract';
import { DEMO_SUPPLIERS } from '../../seed/demo-world';
import { SEND_CAPS } from '../../src/domain/identity/send-caps';
import { expectApiError, get, type Res } from '../helpers';
import { ADMIN, randomIp, send } from '../identity-helpers';

const E = DEMO_SUPPLIERS.emporio;
type Outbox = { mensagens: { para: string; assunto: string; corpo: string; tipo: string }[] };

const contact = (body: unknown, from = randomIp(), fornecedor: string = E.slug) =>
  send<{ idmensagem: string; mensagem: string }>('POST', `/v4/fale-conosco/${fornecedor}`, body, {
    'x-forwarded-for': from,
  });
const fresh = () => ({
  nome: 'Marina Teixeira',
  email: `marina.${randomUUID().slice(0, 8)}@exemplo.com.br`,
  telefone: '(11) 91234-5678',
  mensagem: `Vocês entregam no sábado à tarde? ${randomUUID()}`,
});
async function supplierEmail(ref: string): Promise<string | null> {
  const r = await get<{ rodape: { contato: { email: string | null } } }>(`/v2/app/config/fornecedor/${ref}/rodape`);
  return r.body.rodape.contato.email;
}
async function outbox(para: string): Promise<Outbox['mensagens']> {
  const r = await get<Outbox>(`/admin/email-outbox?para=${encodeURIComponent(para)}&tipo=fale-conosco`, {
    headers: ADMIN,
  });
  return r.body.mensagens;
}
function expectCapped(r: Res): void {
  expectApiError(r, 429, IDENTITY_MESSAGES.muitasSolicitacoes);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('POST /v4/fale-conosco/{idfornecedor}', () => {
  it('keeps the message and queues an email to the contact address of the footer, with the sender and the text', async () => {
    const body = fresh();
    const r = await contact(body);
    expect(r.status).toBe(200);
    expect(r.body.mensagem).toBe(CONTACT_MESSAGES.enviado);
    expect(r.body.idmensagem).toMatch(/^[0-9a-f-]{36}$/);
    const para = await supplierEmail(E.slug);
    expect(para).toBeTruthy();
    const mail = (await outbox(para!)).find((m) => m.corpo.includes(body.mensagem));
    expect(mail).toBeDefined();
    expect(mail!.assunto).toBe(`Fale conosco: mensagem de ${body.nome}`);
    expect(mail!.corpo).toContain(`E-mail: ${body.email}`);
    expect(mail!.corpo).toContain(`Telefone: ${body.telefone}`);
  });

  it('the phone is optional; the email goes to each supplier its own address', async () => {
    const body = { ...fresh(), telefone: undefined };
    expect((await contact(body, randomIp(), DEMO_SUPPLIERS.adega.slug)).status).toBe(200);
    const para = await supplierEmail(DEMO_SUPPLIERS.adega.slug);
    expect(para).not.toBe(await supplierEmail(E.slug));
    const mail = (await outbox(para!)).find((m) => m.corpo.includes(body.mensagem));
    expect(mail?.corpo).not.toContain('Telefone:');
  });

  it('refuses missing and oversized fields with 400 and a pt-BR message, queueing nothing', async () => {
    const para = (await supplierEmail(E.slug))!;
    const before = (await outbox(para)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ nome: '   ' }, CONTACT_MESSAGES.nome],
      [{ email: 'sem-arroba' }, CONTACT_MESSAGES.email],
      [{ telefone: 'liga pra mim' }, CONTACT_MESSAGES.telefone],
      [{ mensagem: '' }, CONTACT_MESSAGES.mensagem],
      [{ nome: 'n'.repeat(CONTACT_LIMITS.nome + 1) }, CONTACT_MESSAGES.longo('Nome', CONTACT_LIMITS.nome)],
      [
        { mensagem: 'm'.repeat(CONTACT_LIMITS.mensagem + 1) },
        CONTACT_MESSAGES.longo('Mensagem', CONTACT_LIMITS.mensagem),
      ],
      [{ email: `${'e'.repeat(CONTACT_LIMITS.email)}@x.com` }, CONTACT_MESSAGES.longo('E-mail', CONTACT_LIMITS.email)],
    ];
    for (const [change, mensagem] of cases) expectApiError(await contact({ ...fresh(), ...change }), 400, mensagem);
    // A body far past any field's limit: refused before it is read whole, never a 500.
    const huge = await contact({ ...fresh(), mensagem: 'x'.repeat(2_000_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect((await outbox(para)).length).toBe(before);
  });

  it('an unknown supplier is 404; a supplier without a contact email is 409 in pt-BR', async () => {
    expectApiError(await contact(fresh(), randomIp(), 'nao-existe'), 404);
    expectApiError(await contact(fresh(), randomIp(), DEMO_SUPPLIERS.semTema.slug), 409, CONTACT_MESSAGES.semEmail);
  });

  it('past the cap per sender email within the hour: 429 with Retry-After, and nothing more is queued', async () => {
    const cap = SEND_CAPS['fale-conosco'];
    const body = fresh();
    for (let i = 0; i < cap.destino; i++)
      expect((await contact({ ...body, mensagem: `${body.mensagem} ${i}` })).status).toBe(200);
    expectCapped(await contact({ ...body, mensagem: `${body.mensagem} extra` }));
    const para = (await supplierEmail(E.slug))!;
    expect((await outbox(para)).filter((m) => m.corpo.includes(`E-mail: ${body.email}`))).toHaveLength(cap.destino);
  });

  it('past the cap per client address (other emails each time): 429', async () => {
    const cap = SEND_CAPS['fale-conosco'];
    const from = randomIp();
    for (let i = 0; i < cap.endereco; i++) expect((await contact(fresh(), from)).status).toBe(200);
    expectCapped(await contact(fresh(), from));
    // Another address still gets through.
    expect((await contact(fresh())).status).toBe(200);
  });
});
