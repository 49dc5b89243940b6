import { requiresAgeCheck } from './constants';

it('asks on adults-only suppliers until answered', () => {
  expect(requiresAgeCheck(['has-collect'], undefined)).toBe('liberado');
  expect(requiresAgeCheck(['requires-age-check'], undefined)).toBe('pergunta');
  expect(requiresAgeCheck(['requires-age-check'], 'sim')).toBe('liberado');
  expect(requiresAgeCheck(['requires-age-check'], 'nao')).toBe('recusado');
});
