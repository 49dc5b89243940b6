/** Static page failure (spec 8): the two messages, verbatim. */
export const PAGE_FAILURE_TITLE = 'Não foi possível exibir está página!';
export const PAGE_FAILURE_DETAIL = 'Aparentemente as alterações recentes do conteúdo precisam ser revisadas!';

export function PageUnavailable() {
  return (
    <div className="rounded border border-gray-200 bg-gray-50 p-6">
      <h1 className="text-2xl font-bold">{PAGE_FAILURE_TITLE}</h1>
      <p className="mt-2">{PAGE_FAILURE_DETAIL}</p>
    </div>
  );
}
