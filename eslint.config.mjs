import nextPlugin from '@next/eslint-plugin-next'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "import { Link } from '@/components/ui/link' (no viewport prefetch on metered connections).",
            },
          ],
        },
      ],
    },
  },
  {
    // One-way import boundaries (docs/design.md convention 11): components and client code never reach into the server.
    files: ['src/components/**', 'src/lib/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "import { Link } from '@/components/ui/link' (no viewport prefetch on metered connections).",
            },
          ],
          patterns: [
            {
              group: ['@/server/*', '@/server', '**/server/**'],
              message: 'components, lib and content never import server code: pages fetch, components take props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wrapper itself is the one place that imports next/link.
    files: ['src/components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/server/*', '@/server', '**/server/**'], message: 'components never import server code.' },
          ],
        },
      ],
    },
  },
)
