import { PageUnavailable } from '@/components/content/page-unavailable';

export default function StaticPageNotFound() {
  return <PageUnavailable />;
}
