import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/**
 * One-way imports (README.md, "How it is built"): routes -> features -> (machines, api, lib);
 * nothing imports sandbox.
 */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((p) => ({ group: p.group, message: p.message })) }],
})
const noSandbox = { group: ['**/sandbox/**', '**/sandbox'], message: 'The app never imports the sandbox.' }
const noReactOrRouter = {
  group: ['react', 'react-dom', 'react/*', '@tanstack/*', '@xstate/react', '@lingui/react', '@lingui/react/*'],
  message: 'This layer knows nothing of React or the router.',
}
const noUpperLayers = (layers) => ({
  group: layers.map((l) => `**/src/${l}/**`).concat(layers.map((l) => `../${l}/*`), layers.map((l) => `../../${l}/*`)),
  message: `Imports point one way: routes -> features -> (machines, api, lib).`,
})

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', 'bench-report', 'machines-export'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: globals.node } },
  {
    files: ['machines/**/*.ts'],
    rules: restrict(
      { group: ['**/src/**', '../src/*', '../../src/*', 'ky', 'react', 'react-dom', '@tanstack/*', '@xstate/react'], message: 'Machines are pure: xstate and types only.' },
      noSandbox,
    ),
  },
  { files: ['src/api/**/*.ts'], rules: restrict(noReactOrRouter, noUpperLayers(['features', 'routes', 'app']), noSandbox) },
  { files: ['src/lib/**/*.ts'], rules: restrict(noReactOrRouter, noUpperLayers(['features', 'routes', 'app', 'api']), noSandbox) },
  { files: ['src/features/**/*.{ts,tsx}'], rules: restrict(noUpperLayers(['routes']), noSandbox) },
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/api/**', 'src/lib/**', 'src/features/**'], rules: restrict(noSandbox) },
)
