/** The outcome of the last form post, already as text: a success (status) and/or a refusal (alert). */
export function FormNotices({ ok, erro }: { ok: string | null; erro: string | null }) {
  return (
    <>
      {ok && (
        <p role="status" className="rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900">
          {ok}
        </p>
      )}
      {erro && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {erro}
        </p>
      )}
    </>
  );
}
