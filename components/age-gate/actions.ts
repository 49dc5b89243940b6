'use server';

import { cookies } from 'next/headers';
import { z } from 'zod';

import { defineAction, formData, ignoreFailure } from '@/lib/actions/define-action';
import { isSecureContext } from '@/lib/session/config';
import { cookieContext } from '@/lib/session/server';
import { AGE_COOKIE } from '@/lib/tenant/age-gate';

/** 'Sim' / 'Não' to 'Você tem mais de 18 anos?', remembered for a year ('nao' for the session only). */
export const answerAgeAction = defineAction({
  input: formData(z.object({ resposta: z.string().optional() })),
  session: 'none',
  fallback: '',
  reply: ignoreFailure,
  run: async ({ input: { resposta } }): Promise<void> => {
    const answer = resposta === 'sim' ? 'sim' : 'nao';
    const ctx = await cookieContext();
    (await cookies()).set(AGE_COOKIE, answer, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: isSecureContext(ctx),
      ...(answer === 'sim' ? { maxAge: 365 * 24 * 60 * 60 } : {}),
    });
  },
});
