// The bare reference app of bench:load (see app/page.tsx). Built into its own .next folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The repository's node_modules (a symlink in a worktree) must be inside Turbopack's root.
  turbopack: { root: process.env.TURBOPACK_ROOT || path.resolve(here, '..', '..') },
};

export default nextConfig;
