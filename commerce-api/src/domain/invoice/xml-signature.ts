/**
 * XML-DSig of the NF-e as its layout requires (Manual de Orientação do Contribuinte, 4.00, "Padrão
 * de assinatura digital"): an enveloped signature, child of NFe after infNFe, over the reference
 * "#NFe<chave>" with the transforms enveloped-signature and C14N 1.0 (without comments), digest
 * SHA-1, signature RSA-SHA1, and the signer's certificate in KeyInfo/X509Data/X509Certificate.
 *
 * No canonicaliser is needed: the NF-e writer (nfe-xml.ts) writes every element in canonical form
 * already (no XML declaration inside the signed part, attributes sorted, start and end tags for
 * every element, text escaped as C14N does, no whitespace between elements), so the canonical form
 * of infNFe is its own text with the namespace it inherits from NFe written on it, and that of
 * SignedInfo is its text with the xmldsig namespace it inherits from Signature. An independent
 * implementation (xml-crypto, in the tests) checks the result.
 */
import { createHash, sign, type KeyObject } from 'node:crypto';

export const XMLDSIG_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';

/**
 * Puts the namespace an element inherits on its start tag, where C14N writes it: `<infNFe Id=…>`
 * → `<infNFe xmlns="…" Id=…>` (a namespace declaration goes before the attributes).
 */
function withInheritedNamespace(element: string, namespace: string): string {
  return element.replace(/^<([A-Za-z]+)/, `<$1 xmlns="${namespace}"`);
}

function signedInfo(uri: string, digest: string): string {
  return (
    `<SignedInfo><CanonicalizationMethod Algorithm="${C14N}"></CanonicalizationMethod>` +
    `<SignatureMethod Algorithm="${RSA_SHA1}"></SignatureMethod>` +
    `<Reference URI="${uri}"><Transforms><Transform Algorithm="${ENVELOPED}"></Transform>` +
    `<Transform Algorithm="${C14N}"></Transform></Transforms>` +
    `<DigestMethod Algorithm="${SHA1}"></DigestMethod><DigestValue>${digest}</DigestValue></Reference></SignedInfo>`
  );
}

/**
 * The Signature element for `element` (canonical text, without its inherited namespace written),
 * whose Id is `id`, in `namespace`.
 */
export function envelopedSignature(
  element: string,
  id: string,
  namespace: string,
  key: { privateKey: KeyObject; certificateBase64: string },
): string {
  const digest = createHash('sha1').update(withInheritedNamespace(element, namespace), 'utf8').digest('base64');
  const info = signedInfo(`#${id}`, digest);
  const value = sign('sha1', Buffer.from(withInheritedNamespace(info, XMLDSIG_NAMESPACE), 'utf8'), key.privateKey);
  return (
    `<Signature xmlns="${XMLDSIG_NAMESPACE}">${info}<SignatureValue>${value.toString('base64')}</SignatureValue>` +
    `<KeyInfo><X509Data><X509Certificate>${key.certificateBase64}</X509Certificate></X509Data></KeyInfo></Signature>`
  );
}
