import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

import { env } from '@/lib/env';

import './globals.css';

// Fail fast on a bad configuration (the middleware validates it as well).
env();

export const metadata: Metadata = {
  title: 'Lojas parceiras',
  description: 'Confira nossas ofertas!',
  keywords: ['commerce', 'shop', 'loja virtual'],
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
