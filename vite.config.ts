/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { sandboxPlugin } from './sandbox/vite-plugin'
import { contentSecurityPolicyPlugin } from './scripts/csp-plugin'

const port = Number(process.env.PORT ?? 4173)

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too: a route's loader imports its API calls and schemas, which must not ride in
      // the shell of every page. Loader and component load together, the fallbacks apart.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    // Lingui's macros need Babel; plugin-react 6 has no babel option, so it runs as its own plugin.
    babel({ include: /\/src\/.*\.[jt]sx?(\?.*)?$/, presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    sandboxPlugin(),
    contentSecurityPolicyPlugin(),
  ],
  server: { port: 5173 },
  preview: { port, host: '127.0.0.1' },
  // The manifest lets `npm run bench` map chunks to routes; it lists file names only.
  // One stylesheet: the whole app's CSS is a few KiB, and one request blocks rendering less than six.
  build: {
    sourcemap: true,
    target: 'es2022',
    manifest: true,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every route's definition (path, guards, search schema) is needed to match any URL,
            // so they travel as one chunk, not forty small requests; their pages stay split.
            { name: 'route-definitions', test: /\/src\/routes\/[^?]*$/ },
          ],
        },
      },
    },
  },
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
  },
})
