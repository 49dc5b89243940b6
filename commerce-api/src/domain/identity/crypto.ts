import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 of SCRYPT_PARAMS.N: the cost of new hashes unless SCRYPT_LOG_N lowers it (config.ts, throwaway databases only). */
export const SCRYPT_LOG_N = 15;
/** scrypt parameters: N=2^15, r=8, p=1 (~32 MiB). maxmem leaves headroom for the 128·N·r buffer. */
export const SCRYPT_PARAMS = { N: 2 ** SCRYPT_LOG_N, r: 8, p: 1 } as const;
let newHashN: number = SCRYPT_PARAMS.N;

/**
 * The cost of the hashes made from now on (log2 N). startApi applies SCRYPT_LOG_N, which config.ts accepts below
 * 15 only for a database that dies with the process: the test runs hash hundreds of passwords at ~130 ms of CPU
 * each. Stored hashes keep the cost they were made with (verifyPassword reads it from them).
 */
export function setPasswordHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 10 || log2N > 20) throw new RangeError(`log2 N fora de 10..20: ${log2N}`);
  newHashN = 2 ** log2N;
}
const KEY_LEN = 32;
const maxmemFor = (N: number, r: number) => 128 * N * r * 2 + 1024 * 1024;

function scrypt(senha: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const opts: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise((resolve, reject) =>
    scryptCb(senha.normalize('NFC'), salt, KEY_LEN, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). salt: 16 random bytes unless given (seed). */
export async function hashPassword(senha: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const { r, p } = SCRYPT_PARAMS;
  const N = newHashN;
  const key = await scrypt(senha, salt, N, r, p);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time check against a stored hash; parameters come from the stored string. */
export async function verifyPassword(senha: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same cost as a real check so unknown users cannot be told apart by timing.
    await hashPassword(senha, Buffer.alloc(16));
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (
    !Number.isInteger(N) ||
    N < 2 ||
    N > 2 ** 20 ||
    !Number.isInteger(R) ||
    R < 1 ||
    R > 32 ||
    !Number.isInteger(P) ||
    P < 1 ||
    P > 16
  ) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(senha, Buffer.from(salt, 'base64url'), N, R, P);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** 32 random bytes, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex');

/** Constant-time string comparison (through sha256, so lengths do not leak). */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
