import { buildRobotsTxt, buildSitemapXml } from './sitemap';

describe('sitemap', () => {
  it('absolute, escaped, unique URLs on the origin', () => {
    const xml = buildSitemapXml('http://emporio.localhost:3000', [
      { path: '/', priority: 1 },
      { path: '/busca?categoria=mercearia&x=1' },
      { path: '/' },
      { path: '/produto/caf%C3%A9', lastModified: '2024-01-01' },
    ]);
    expect(xml).toContain('<loc>http://emporio.localhost:3000/</loc><priority>1.0</priority>');
    expect(xml).toContain('<loc>http://emporio.localhost:3000/busca?categoria=mercearia&amp;x=1</loc>');
    expect(xml).toContain('<lastmod>2024-01-01</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.startsWith('<?xml')).toBe(true);
  });

  it('robots names the sitemap on the primary domain', () => {
    const txt = buildRobotsTxt('http://atacado.localhost:3000');
    expect(txt).toContain('Sitemap: http://atacado.localhost:3000/sitemap.xml');
    expect(txt).toContain('User-agent: *');
  });
});
