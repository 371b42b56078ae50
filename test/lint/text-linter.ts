import { ESLint } from 'eslint'

/**
 * The project's ESLint for code given as text at a path no file has. The type-aware rules need
 * the TypeScript project to know the file, which it cannot; they are not what the lint tests
 * hold, so they are left out here and every other rule runs as `npm run lint` runs it.
 */
export function textLinter(root: string, options: { ignore?: boolean } = {}): ESLint {
  return new ESLint({
    cwd: root,
    ...options,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
        },
      },
    ],
  })
}
