import { FormNotices } from '@/components/ui/form-notices';

import { listNoticeText } from './notices';

/** The `?ok=` / `?erro=` notice of a list page (keys only, see ./notices.ts). */
export function Notices({ ok, erro }: { ok?: string; erro?: string }) {
  return <FormNotices ok={listNoticeText(ok)} erro={listNoticeText(erro)} />;
}
