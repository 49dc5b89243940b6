/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets parallel builds (e.g. two e2e runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // A git worktree whose node_modules is a symlink to another checkout builds with
  // TURBOPACK_ROOT set to a folder holding both (Turbopack resolves nothing outside its root).
  ...(process.env.TURBOPACK_ROOT ? { turbopack: { root: process.env.TURBOPACK_ROOT } } : {}),
  poweredByHeader: false,
  // Report-only builds (npm run report:bundle) emit browser source maps so each chunk's bytes can be
  // attributed to source modules; the normal build is unchanged (decision 0054).
  productionBrowserSourceMaps: process.env.BUNDLE_REPORT === '1',
  // exceljs (the quick-order XLSX template, app/[supplier]/pedido-rapido/modelo) is required from
  // node_modules by the server at run time, not bundled.
  serverExternalPackages: ['exceljs'],
  // The stylesheet is a cached <link>, not inlined (NEXT_INLINE_CSS=1 at build and start inlines
  // it): Next 16 copies an inlined stylesheet into the RSC payload twice more (three copies, ~92 kB
  // of a ~150 kB listing document), and since the catalog images are raster the inline copy no
  // longer buys LCP. Lighthouse A/B in docs/decisions/0012-stylesheet-linked-not-inlined.md.
  experimental: { inlineCss: process.env.NEXT_INLINE_CSS === '1' },
  // Only the commerce API's images (proxied same-origin by app/superon/imagens) are optimized;
  // no other path, no query string, no remote host. WebP out, one quality.
  images: {
    localPatterns: [{ pathname: '/superon/imagens/**', search: '' }],
    formats: ['image/webp'],
    qualities: [75],
    // Widths the catalog's slots need (cards ~184–240 px, gallery 480 px, banners up to 1408 px, at
    // 1–2× density): a short srcset keeps every card's markup small.
    imageSizes: [128, 256, 384],
    deviceSizes: [640, 828, 1080, 1440, 2048],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        ],
      },
    ];
  },
};

export default nextConfig;
