export const AGE_COOKIE = 'maior-de-18';
export const AGE_CHECK_TAG = 'requires-age-check';

export function requiresAgeCheck(tags: readonly string[], answer: string | undefined): 'pergunta' | 'recusado' | 'liberado' {
  if (!tags.includes(AGE_CHECK_TAG)) return 'liberado';
  if (answer === 'sim') return 'liberado';
  return answer === 'nao' ? 'recusado' : 'pergunta';
}
