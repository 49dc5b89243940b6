import { maskCnpj } from '../../lib/rules/documents';
import { telHref } from '../../lib/rules/phone';
import { savePage } from '../src/domain/content';
import { catalogEntries } from './catalog-builder';
import { emporioCatalog } from './catalog-emporio';
import { DEMO_LEGAL, DEMO_SUPPLIERS } from './demo-world';
import type { SeedModule } from './types';
import { stableUuid } from './util';

/**
 * Static pages with full pt-BR content. Every page goes through savePage (the API's only write
 * path), which sanitizes the HTML with lib/shared/sanitize-html.ts; the institutional pages written by
 * the supplier seed are replaced here with their complete text.
 */
type Info = {
  nome: string;
  razao: string;
  cnpj: string;
  historia: string[];
  telefone: string;
  email: string;
  /** The service hours (the supplier's horario_atendimento). */
  horario: string;
  prazoTroca: string;
  perecivel: string;
};

const INFO: Record<'emporio' | 'atacado' | 'adega', Info> = {
  emporio: {
    nome: 'Empório Bom Preço',
    razao: DEMO_LEGAL.emporio.razao_social,
    cnpj: maskCnpj(DEMO_LEGAL.emporio.cnpj),
    historia: [
      'O Empório Bom Preço abriu as portas em 1998, numa pequena loja da Rua dos Pinheiros, com uma ideia simples: vender comida de verdade, escolhida de perto, a um preço justo.',
      'Hoje trabalhamos com mais de quarenta pequenos produtores do cinturão verde de São Paulo e do sul de Minas. As frutas e verduras chegam todas as manhãs, o pão francês sai do forno de hora em hora e a mercearia é escolhida pela nossa equipe, item por item.',
      'Entregamos em Pinheiros, Vila Madalena e arredores, e você também pode retirar suas compras na loja, sem custo.',
    ],
    telefone: '(11) 3031-4500',
    email: 'atendimento@emporiobompreco.com.br',
    horario: 'Segunda a sábado, das 8h às 20h; domingo, das 8h às 13h',
    prazoTroca: '7 dias corridos',
    perecivel:
      'Frutas, verduras, pães, frios e congelados devem ser conferidos no ato da entrega; problemas com perecíveis precisam ser informados em até 24 horas.',
  },
  atacado: {
    nome: 'Atacado Horizonte',
    razao: DEMO_LEGAL.atacado.razao_social,
    cnpj: maskCnpj(DEMO_LEGAL.atacado.cnpj),
    historia: [
      'O Atacado Horizonte nasceu em 2006 como distribuidora de bebidas para bares da Zona Oeste de São Paulo e cresceu junto com os seus clientes.',
      'Hoje abastecemos bares, restaurantes, padarias, lanchonetes e mercados de bairro com mercearia, bebidas, descartáveis, limpeza profissional e food service, sempre com preço de atacado e entrega em frota própria.',
      'Os preços ficam visíveis depois do login de clientes com cadastro aprovado: assim conseguimos oferecer condições por volume e por forma de pagamento para cada negócio.',
    ],
    telefone: '(11) 3611-2000',
    email: 'vendas@atacadohorizonte.com.br',
    horario: 'Segunda a sexta, das 7h às 17h',
    prazoTroca: '7 dias corridos, para mercadorias com defeito de fabricação ou avaria no transporte',
    perecivel:
      'Conferir a mercadoria no recebimento é indispensável: divergências de quantidade ou avarias devem ser anotadas no canhoto da nota fiscal.',
  },
  adega: {
    nome: 'Adega Serra Gaúcha',
    razao: DEMO_LEGAL.adega.razao_social,
    cnpj: maskCnpj(DEMO_LEGAL.adega.cnpj),
    historia: [
      'A Adega Serra Gaúcha é um negócio de família: três gerações de viticultores no Vale dos Vinhedos, em Bento Gonçalves.',
      'Além dos nossos rótulos, selecionamos vinhos, espumantes e sucos de uva de vinícolas parceiras da Serra Gaúcha e de importadores de confiança, com curadoria da nossa enóloga.',
      'Vendemos apenas para maiores de 18 anos. Aprecie com moderação.',
    ],
    telefone: '(54) 3453-1200',
    email: 'contato@adegaserragaucha.com.br',
    horario: 'Todos os dias, das 9h às 18h',
    prazoTroca: '7 dias corridos',
    perecivel:
      'Garrafas com rolha comprometida, vazamento ou rótulo danificado na entrega podem ser recusadas no ato do recebimento.',
  },
};

const faleConosco = (i: Info) => `
<h1>Fale conosco</h1>
<p>Estamos aqui para ajudar com pedidos, entregas, trocas e dúvidas sobre produtos.</p>
<h2>Horário de atendimento</h2>
<p>${i.horario}.</p>
<h2>Telefone</h2>
<p><a href="${telHref(i.telefone)}">${i.telefone}</a></p>
<h2>E-mail</h2>
<p><a href="mailto:${i.email}">${i.email}</a> — respondemos em até 1 dia útil.</p>
<h2>Pelo site</h2>
<p>Com a sua conta, fale com a nossa equipe em <a href="/conta/mensagens/atendimento">Minha conta › Mensagens</a>; informe o número do pedido quando for sobre uma compra.</p>
<p><small>${i.razao} — CNPJ ${i.cnpj}.</small></p>`;

const quemSomos = (i: Info) => `
<h1>Quem somos</h1>
${i.historia.map((p) => `<p>${p}</p>`).join('\n')}
<h2>Nossos compromissos</h2>
<ul>
  <li><strong>Qualidade:</strong> cada produto é escolhido e conferido pela nossa equipe.</li>
  <li><strong>Transparência:</strong> preço, unidade de venda e condições sempre claros antes da compra.</li>
  <li><strong>Atendimento:</strong> gente de verdade para ajudar pelo telefone <a href="${telHref(i.telefone)}">${i.telefone}</a> ou pelo e-mail <a href="mailto:${i.email}">${i.email}</a>.</li>
</ul>
<p><small>${i.razao} — CNPJ ${i.cnpj}.</small></p>`;

const privacidade = (i: Info) => `
<h1>Política de privacidade</h1>
<p>Esta política explica como a ${i.razao} (“${i.nome}”) trata os seus dados pessoais, conforme a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).</p>
<h2>Quais dados coletamos</h2>
<p>Coletamos os dados que você informa no cadastro e nos pedidos — nome, CPF ou CNPJ, e-mail, telefone e endereços — e dados de navegação, como páginas visitadas e produtos pesquisados, quando você autoriza os cookies de desempenho e personalização.</p>
<h2>Para que usamos</h2>
<ul>
  <li>Processar, entregar e cobrar os seus pedidos e emitir notas fiscais;</li>
  <li>Falar com você sobre pedidos, trocas e alertas de disponibilidade que você pediu;</li>
  <li>Melhorar a loja e, com o seu consentimento, enviar ofertas.</li>
</ul>
<h2>Com quem compartilhamos</h2>
<p>Somente com quem precisa dos dados para concluir a sua compra: transportadoras, meios de pagamento e autoridades fiscais, além de obrigações legais. Não vendemos dados pessoais.</p>
<h2>Seus direitos</h2>
<p>Você pode pedir confirmação, acesso, correção, portabilidade ou exclusão dos seus dados, e revogar consentimentos, pelo e-mail <a href="mailto:${i.email}">${i.email}</a>. Respondemos em até 15 dias.</p>
<p>Última atualização: 2 de janeiro de 2025.</p>`;

const trocas = (i: Info) => `
<h1>Trocas e devoluções</h1>
<p>Queremos que você fique satisfeito com cada compra. Se algo não saiu como esperado, veja abaixo como resolver.</p>
<h2>Arrependimento</h2>
<p>Nas compras feitas pela internet, você pode desistir em até ${i.prazoTroca} após o recebimento, conforme o artigo 49 do Código de Defesa do Consumidor. O produto deve ser devolvido sem uso, na embalagem original.</p>
<h2>Produto com defeito ou avaria</h2>
<p>${i.perecivel}</p>
<ol>
  <li>Entre em contato pelo telefone ${i.telefone} ou pelo e-mail <a href="mailto:${i.email}">${i.email}</a> informando o número do pedido;</li>
  <li>Envie uma foto do produto e da embalagem;</li>
  <li>Combinamos a coleta ou a troca na próxima entrega, sem custo para você.</li>
</ol>
<h2>Reembolso</h2>
<table>
  <thead><tr><th>Forma de pagamento</th><th>Como devolvemos</th></tr></thead>
  <tbody>
    <tr><td>PIX</td><td>Transferência para a mesma conta em até 5 dias úteis</td></tr>
    <tr><td>Cartão de crédito</td><td>Estorno na fatura, conforme o prazo da administradora</td></tr>
    <tr><td>Boleto ou faturado</td><td>Crédito para a próxima compra ou depósito em conta</td></tr>
  </tbody>
</table>`;

/** Raw supplier HTML with an injection attempt: savePage must store it clean. */
export const MALICIOUS_PAGE_SLUG = 'dicas-de-conservacao';
/** The page's picture: the Empório's own apple, served by the API (it once pointed at a file nobody serves). */
const APPLE = catalogEntries('emporio', emporioCatalog.sectors, emporioCatalog.products).entries.find(
  (e) => e.def[0] === 'Maçã fuji',
)!.idproduto;
export const MALICIOUS_PAGE_IMAGE = `/superon/imagens/${DEMO_SUPPLIERS.emporio.idfornecedor}/${APPLE}/1.webp`;
const MALICIOUS_RAW = `
<h1>Dicas de conservação</h1>
<script>alert(1)</script>
<p onclick="alert('clique')">Guarde frutas maduras na geladeira e as verdes fora dela, longe da luz do sol.</p>
<img src="${MALICIOUS_PAGE_IMAGE}" onerror="alert(document.cookie)" alt="Frutas frescas">
<p>Pães duram mais congelados em fatias. <a href="javascript:alert(1)">Clique aqui</a> para ver a receita de rabanada.</p>
<iframe src="https://example.com/anuncio"></iframe>
<p style="color:red">Verduras lavadas devem ser secas antes de guardar.</p>`;

type PageDef = { slug: string; titulo: string; html: string; tags: string[] };

function pagesOf(key: 'emporio' | 'atacado' | 'adega'): PageDef[] {
  const i = INFO[key];
  const pages: PageDef[] = [
    { slug: 'quem-somos', titulo: 'Quem somos', html: quemSomos(i), tags: ['WEB', 'APP'] },
    { slug: 'fale-conosco', titulo: 'Fale conosco', html: faleConosco(i), tags: ['WEB', 'APP'] },
    { slug: 'politica-de-privacidade', titulo: 'Política de privacidade', html: privacidade(i), tags: ['WEB', 'APP'] },
    { slug: 'trocas-e-devolucoes', titulo: 'Trocas e devoluções', html: trocas(i), tags: ['WEB', 'APP'] },
    {
      slug: 'app-boas-vindas',
      titulo: 'Boas-vindas ao app',
      html: `<h1>Boas-vindas ao app do ${i.nome}!</h1><p>Ative as notificações para receber ofertas exclusivas do aplicativo.</p>`,
      tags: ['APP'],
    },
  ];
  if (key === 'emporio')
    pages.push({ slug: MALICIOUS_PAGE_SLUG, titulo: 'Dicas de conservação', html: MALICIOUS_RAW, tags: ['WEB'] });
  return pages;
}

export const contentPagesSeed: SeedModule = {
  nome: 'paginas-estaticas',
  async run(tx) {
    for (const key of ['emporio', 'atacado', 'adega'] as const) {
      const d = DEMO_SUPPLIERS[key];
      const pages = pagesOf(key);
      for (const [ordem, p] of pages.entries()) {
        await savePage(tx, {
          idpagina: stableUuid(`pagina:${d.slug}:${p.slug}`),
          idfornecedor: d.idfornecedor,
          ...p,
          ordem,
        });
      }
    }
  },
};
