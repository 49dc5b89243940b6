import type { Config } from 'tailwindcss';

// Supplier themes arrive at run time as CSS variables set by the supplier layout.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        primary: 'var(--color-primary)',
        secondary: 'var(--color-secondary)',
        auxiliary: 'var(--color-auxiliary)',
        'on-primary': 'var(--color-on-primary)',
      },
      maxWidth: { page: '1440px', wide: '2560px' },
    },
  },
};

export default config;
