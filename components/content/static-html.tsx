import { sanitizePageHtml } from '@/lib/shared/sanitize-html';

/** Supplier-authored HTML, sanitized again at render time (it was sanitized when stored). */
export function StaticHtml({ html }: { html: string }) {
  return (
    <div
      className="static-page space-y-3 [&_a]:underline [&_a]:underline-offset-4 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:border-collapse [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_ul]:list-disc"
      dangerouslySetInnerHTML={{ __html: sanitizePageHtml(html) }}
    />
  );
}
