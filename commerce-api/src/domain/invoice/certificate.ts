/**
 * The demo A1 certificate of an issuer (decision 0029): an RSA 2048 key pair and a self-signed
 * X.509 v3 certificate, made by the API the first time the supplier signs an NF-e and kept in
 * certificados_nfe, so every API instance signs with the same one. It is not ICP-Brasil's and
 * says so in its subject: the NF-e it signs are homologação documents with no fiscal value. No key
 * is committed to the repository.
 *
 * The certificate is written in DER by hand (a few ASN.1 types) and signed with node:crypto, like
 * the PDF and XLSX writers of decision 0021: no dependency for a small, fixed structure.
 */
import { createPrivateKey, generateKeyPair, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

import type { Queryable } from '../../db/types';

const generateRsa = promisify(generateKeyPair);

// ASN.1 DER, the few types a certificate needs.
function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, content]);
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
function integer(bytes: Buffer): Buffer {
  let b = bytes;
  while (b.length > 1 && b[0] === 0 && b[1]! < 0x80) b = b.subarray(1);
  return der(0x02, b[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
}
function oid(dotted: string): Buffer {
  const [a, b, ...rest] = dotted.split('.').map(Number);
  const out = [40 * a! + b!];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return der(0x06, Buffer.from(out));
}
const NULL = Buffer.from([0x05, 0x00]);
const utf8 = (s: string) => der(0x0c, Buffer.from(s, 'utf8'));
const printable = (s: string) => der(0x13, Buffer.from(s, 'ascii'));
const bitString = (b: Buffer, unused = 0) => der(0x03, Buffer.concat([Buffer.from([unused]), b]));
/** UTCTime 'YYMMDDHHMMSSZ' (years 1950–2049). */
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

const SHA256_WITH_RSA = seq(oid('1.2.840.113549.1.1.11'), NULL);

/** The subject (and issuer: self-signed) of a supplier's demo certificate, e-CNPJ style 'NAME:CNPJ'. */
function name(razaoSocial: string, cnpj: string): Buffer {
  const rdn = (o: string, v: Buffer) => set(seq(oid(o), v));
  return seq(
    rdn('2.5.4.6', printable('BR')),
    rdn('2.5.4.10', utf8('Vitrine - certificado de demonstração')),
    rdn('2.5.4.11', utf8('Homologação - sem valor fiscal')),
    rdn('2.5.4.3', utf8(`${razaoSocial.slice(0, 40)}:${cnpj}`)),
  );
}

/** A self-signed X.509 v3 certificate (PEM) for the key pair, valid from a day before `now` for 10 years. */
export function selfSignedCertificate(
  privateKey: KeyObject,
  publicKeyDer: Buffer,
  subject: { razaoSocial: string; cnpj: string },
  now: Date,
): string {
  const holder = name(subject.razaoSocial, subject.cnpj);
  const from = new Date(now.getTime() - 86_400_000);
  const until = new Date(from.getTime() + 10 * 365 * 86_400_000);
  // keyUsage (critical): digitalSignature and nonRepudiation, as an e-CNPJ A1 has.
  const keyUsage = seq(oid('2.5.29.15'), der(0x01, Buffer.from([0xff])), der(0x04, bitString(Buffer.from([0xc0]), 6)));
  const basicConstraints = seq(oid('2.5.29.19'), der(0x04, seq()));
  const tbs = seq(
    der(0xa0, integer(Buffer.from([2]))),
    integer(Buffer.concat([Buffer.from([0x01]), randomBytes(15)])),
    SHA256_WITH_RSA,
    holder,
    seq(utcTime(from), utcTime(until)),
    holder,
    publicKeyDer,
    der(0xa3, seq(basicConstraints, keyUsage)),
  );
  const signature = sign('sha256', tbs, privateKey);
  const cert = seq(tbs, SHA256_WITH_RSA, bitString(signature));
  const b64 = cert.toString('base64').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN CERTIFICATE-----\n${b64.trimEnd()}\n-----END CERTIFICATE-----\n`;
}

export type SigningCertificate = {
  privateKey: KeyObject;
  /** PEM. */
  certificate: string;
  /** DER in base64, one line (X509Certificate of the NF-e's KeyInfo). */
  certificateBase64: string;
};

function fromPem(chavePrivada: string, certificado: string): SigningCertificate {
  const cert = new X509Certificate(certificado);
  return {
    privateKey: createPrivateKey(chavePrivada),
    certificate: certificado,
    certificateBase64: cert.raw.toString('base64'),
  };
}

/**
 * The supplier's demo signing certificate, made on first use. Two instances making it at once
 * both generate one; the INSERT … ON CONFLICT DO NOTHING keeps the first, and both read it back.
 */
export async function signingCertificate(
  db: Queryable,
  issuer: { idfornecedor: string; razaoSocial: string; cnpj: string },
  now: Date,
): Promise<SigningCertificate> {
  const read = async () =>
    (
      await db.query<{ chave_privada: string; certificado: string }>(
        'SELECT chave_privada, certificado FROM certificados_nfe WHERE idfornecedor = $1',
        [issuer.idfornecedor],
      )
    )[0];
  const existing = await read();
  if (existing) return fromPem(existing.chave_privada, existing.certificado);
  const { privateKey, publicKey } = await generateRsa('rsa', { modulusLength: 2048 });
  const certificado = selfSignedCertificate(privateKey, publicKey.export({ type: 'spki', format: 'der' }), issuer, now);
  await db.query(
    `INSERT INTO certificados_nfe (idfornecedor, chave_privada, certificado) VALUES ($1, $2, $3)
     ON CONFLICT (idfornecedor) DO NOTHING`,
    [issuer.idfornecedor, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), certificado],
  );
  const stored = await read();
  return fromPem(stored!.chave_privada, stored!.certificado);
}
