'use server';

import { cookies } from 'next/headers';
import { isSameOrigin } from '@/lib/security/origin';
import { AGE_COOKIE } from '@/lib/tenant/age-gate';
import { headers } from 'next/headers';
import { cookieContext } from '@/lib/session/server';
import { isSecureContext } from '@/lib/session/config';

/** 'Sim' / 'Não' to 'Você tem mais de 18 anos?', remembered for a year ('nao' for the session only). */
export async function answerAgeAction(formData: FormData): Promise<void> {
  if (!isSameOrigin(await headers())) return;
  const answer = formData.get('resposta') === 'sim' ? 'sim' : 'nao';
  const ctx = await cookieContext();
  (await cookies()).set(AGE_COOKIE, answer, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: isSecureContext(ctx),
    ...(answer === 'sim' ? { maxAge: 365 * 24 * 60 * 60 } : {}),
  });
}
