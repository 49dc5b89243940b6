/** The bare reference app of bench:load: a Next page with nothing of the storefront in it. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <body>{children}</body>
    </html>
  );
}
