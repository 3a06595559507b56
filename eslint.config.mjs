import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

import importBoundaries from './eslint/import-boundaries.mjs'

const nextLinkRestriction = {
  name: 'next/link',
  message: "import { Link } from '@/components/ui/link' (no viewport prefetch on metered connections).",
}

export default tseslint.config(
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'catalogue-export-*/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // One link component for the site (docs/decisions/005-no-viewport-prefetch.md).
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [nextLinkRestriction] }],
    },
  },
  {
    // Public pages draw icons with src/components/ui/icons.tsx: lucide-react's icons are client components, which put
    // its runtime in every page's JavaScript and each icon's path data in the page's RSC payload (issue 11).
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    ignores: ['src/components/ui/link.tsx', 'src/app/admin/**', 'src/staff/**', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            nextLinkRestriction,
            {
              name: 'lucide-react',
              message:
                "import icons from '@/components/ui/icons' (plain SVG; add a name to scripts/generate-icons.mjs).",
            },
          ],
        },
      ],
    },
  },
  {
    // Import boundaries between browser and server code, read from 'use client' / 'server-only' markers as well as
    // folders (why a local plugin rather than a path-only tool: see eslint/import-boundaries.mjs).
    files: ['src/**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { boundaries: importBoundaries },
    rules: {
      'boundaries/client-imports-no-server': 'error',
      'boundaries/client-no-messages': 'error',
      'boundaries/server-imports-no-client': 'error',
      'boundaries/layers': 'error',
      'boundaries/server-folders': 'error',
    },
  },
  {
    files: ['src/server/**/*.ts'],
    // Declaration files declare types only; an import would turn an ambient `declare module` into a module.
    ignores: ['src/server/**/*.test.ts', 'src/server/**/*.d.ts'],
    rules: { 'boundaries/server-only-first': 'error' },
  },
  {
    // Server code logs through src/server/log/log.ts (pino: JSON lines with levels, secrets redacted), never
    // console.*. Client components (error boundaries) log in the visitor's browser, where console is the logger.
    files: [
      'src/server/**/*.{ts,mjs}',
      'src/app/**/*.{ts,tsx}',
      'src/staff/**/*.{ts,tsx}',
      'src/proxy.ts',
      'src/instrumentation.ts',
      'scripts/server.mjs',
    ],
    ignores: ['**/*.test.ts', 'src/app/**/error.tsx', 'src/app/global-error.tsx'],
    rules: { 'no-console': 'error' },
  },
)
