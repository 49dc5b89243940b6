/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, type ConfigData } from 'html-validate';

// Decision 0042: the project's config is html-validate:recommended with spelling rules off and a few
// loosened. 0 errors under it must also be 0 errors under a plain preset nobody here tuned: every
// rule html-validate:standard enables is on here, at the same or a stricter setting.
const ours = JSON.parse(readFileSync(join(__dirname, '..', '.htmlvalidate.json'), 'utf8')) as ConfigData;
const rulesOf = async (config: ConfigData) => (await new HtmlValidate(config).getConfigFor('page.html')).getRules();

// Where our option differs from the preset's, ours is the stricter one (named, with why).
const STRICTER: Record<string, string> = {
  'area-alt': 'accessible: true also requires the alt text to name the link for assistive technology',
  'no-raw-characters': 'not relaxed: every raw "&" must be escaped, not only ambiguous ones',
};

describe('.htmlvalidate.json holds the plain html-validate:standard preset', () => {
  it('enables every rule of html-validate:standard, with its options or a stricter one', async () => {
    const standard = await rulesOf({ extends: ['html-validate:standard'] });
    const project = await rulesOf(ours);
    const weaker: string[] = [];
    let enabled = 0;
    for (const [name, [severity, options]] of standard) {
      if (severity <= 0) continue;
      enabled++;
      const mine = project.get(name);
      if (!mine || mine[0] < severity) weaker.push(`${name}: off here`);
      else if (JSON.stringify(mine[1]) !== JSON.stringify(options) && !STRICTER[name])
        weaker.push(`${name}: ${JSON.stringify(mine[1])} here, ${JSON.stringify(options)} in the preset`);
    }
    expect(enabled).toBeGreaterThan(30);
    expect(weaker).toEqual([]);
  });

  it('finds what the preset finds on a sample with its errors (the check above is not empty)', async () => {
    const html =
      '<!DOCTYPE html><html lang="pt-BR"><head><title>x</title></head><body><form action=""><input name="q"><button>Ok</button></form><div id="a"></div><div id="a"></div></body></html>';
    const ids = async (config: ConfigData) =>
      new Set(((await new HtmlValidate(config).validateString(html)).results[0]?.messages ?? []).map((m) => m.ruleId));
    const preset = await ids({ extends: ['html-validate:standard'] });
    const project = await ids(ours);
    expect(preset.size).toBeGreaterThan(0);
    for (const rule of preset) expect(project).toContain(rule);
  });
});
