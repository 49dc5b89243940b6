'use client';

import { lazy, Suspense } from 'react';

const ChatBadgeIsland = lazy(() => import('./chat-badge-island').then((m) => ({ default: m.ChatBadgeIsland })));

type Props = { base: string };

/** The header's unread-messages badge: an island loaded after the first paint. */
export function ChatBadge(props: Props) {
  return (
    <Suspense fallback={null}>
      <ChatBadgeIsland {...props} />
    </Suspense>
  );
}
