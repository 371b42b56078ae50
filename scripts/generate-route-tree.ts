import { resolveConfig } from 'vite'

/**
 * Writes src/routeTree.gen.ts before tsc reads it, with the router's Vite plugin: it generates the
 * tree once Vite's config is resolved, so `npm run typecheck` and every build use one generator at
 * one version with the options written once in vite.config.ts.
 */
await resolveConfig({}, 'build')
