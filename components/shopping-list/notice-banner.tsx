import { listNoticeText } from './notices';

/** The `?ok=` / `?erro=` notice of a list page (keys only, see ./notices.ts). */
export function Notices({ ok, erro }: { ok?: string; erro?: string }) {
  const okText = listNoticeText(ok);
  const erroText = listNoticeText(erro);
  return (
    <>
      {okText && (
        <p role="status" className="rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900">
          {okText}
        </p>
      )}
      {erroText && (
        <p role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-900">
          {erroText}
        </p>
      )}
    </>
  );
}
