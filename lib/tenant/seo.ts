/** Spec 9: default description and keywords when the supplier's SEO leaves them empty. */
export const DEFAULT_DESCRIPTION = 'Confira nossas ofertas!';
export const DEFAULT_KEYWORDS = ['commerce', 'shop', 'loja virtual'];
