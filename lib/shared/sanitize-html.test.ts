/** @jest-environment node */
import { sanitizePageHtml } from './sanitize-html';

const CASES = {
  structure:
    '<h1>Quem somos</h1><h2>História</h2><p>Texto <strong>forte</strong> e <em>ênfase</em>.</p>' +
    '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote>citação</blockquote><hr><br>' +
    '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>',
  scripts: '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>',
  handlers:
    '<img src="x.png" onerror="alert(1)" alt="a"><a href="javascript:alert(1)" onclick="x()">link</a><a href="JaVaScRiPt:alert(1)">b</a>',
  links:
    '<a href="https://example.com">a</a><a href="/pagina/x">b</a><a href="mailto:a@b.com">c</a><a href="tel:+5511999999999">d</a>',
  dataImg: '<img src="data:image/png;base64,AAAA">',
  protoRelImg: '<img src="//evil.example/x.png">',
  relImg: '<img src="/img/a.png" alt="x">',
  httpsImg: '<img src="https://cdn.example/a.png">',
  styles: '<div style="color:red"><p style="x">t</p></div><form><input></form>',
  idem: '<p onclick="x">a<script>b</script><a href="javascript:1">c</a></p>',
  entities: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><svg onload="alert(1)"><circle/></svg>',
} as const;
type Key = keyof typeof CASES;

const out = Object.fromEntries(Object.entries(CASES).map(([k, v]) => [k, sanitizePageHtml(v)])) as Record<
  Key | 'idemTwice',
  string
>;
out.idemTwice = sanitizePageHtml(out.idem);

describe('sanitizePageHtml', () => {
  it('keeps the allowed structure', () => {
    for (const t of [
      '<h1>',
      '<h2>',
      '<p>',
      '<strong>',
      '<em>',
      '<ul>',
      '<ol>',
      '<li>',
      '<blockquote>',
      '<hr />',
      '<br />',
      '<table>',
      '<th>',
      '<td>',
    ]) {
      expect(out.structure).toContain(t);
    }
  });

  it('removes scripts, styles, iframes with their content', () => {
    expect(out.scripts).toBe('<p>ok</p>');
  });

  it('removes event handlers and javascript: URLs', () => {
    expect(out.handlers).not.toMatch(/onerror|onclick|javascript:/i);
    expect(out.handlers).toContain('alt="a"');
    expect(out.handlers).toContain('>link</a>');
  });

  it('keeps safe links and adds rel=noopener', () => {
    expect(out.links).toContain('href="https://example.com"');
    expect(out.links).toContain('href="/pagina/x"');
    expect(out.links).toContain('href="mailto:a@b.com"');
    expect(out.links).toContain('href="tel:+5511999999999"');
    expect(out.links.match(/rel="noopener noreferrer"/g)).toHaveLength(4);
  });

  it('drops data: and protocol-relative images, keeps http(s) and relative ones', () => {
    expect(out.dataImg).toBe('');
    expect(out.protoRelImg).toBe('');
    expect(out.relImg).toContain('src="/img/a.png"');
    expect(out.httpsImg).toContain('src="https://cdn.example/a.png"');
  });

  it('drops style attributes and unknown tags but keeps their text', () => {
    expect(out.styles).toBe('<p>t</p>');
  });

  it('keeps escaped text escaped and drops svg', () => {
    expect(out.entities).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('is idempotent', () => {
    expect(out.idemTwice).toBe(out.idem);
    expect(out.idem).not.toMatch(/script|onclick|javascript/i);
  });
});
