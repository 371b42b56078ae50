import { describe, expect, it } from 'vitest'
import type { Manifest } from 'vite'
import { loadedAfterFirstPaint, routeChunks, staticClosure } from '../../../scripts/bench/manifest'

// The shape Vite writes: the entry, a route chunk, Sentry loaded after first paint, shared chunks.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/routes/a.tsx?tsr-split=component', 'node_modules/@sentry/react/index.js'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js' },
  '_sentry-only.js': { file: 'assets/sentry-only.js' },
  'src/routes/a.tsx?tsr-split=component': {
    file: 'assets/a.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_react.js'],
  },
  'node_modules/@sentry/react/index.js': {
    file: 'assets/sentry.js',
    isDynamicEntry: true,
    imports: ['_sentry-only.js', '_shared.js', '_react.js'],
  },
}
const SENTRY = ['node_modules/@sentry/']

describe('bench: what loads after first paint', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_react.js', 'index.html'])
  })

  it('sets aside Sentry and the chunks only Sentry needs', () => {
    const loaded = new Set([
      'assets/index.js',
      'assets/react.js',
      'assets/sentry.js',
      'assets/sentry-only.js',
    ])
    expect([...loadedAfterFirstPaint(manifest, loaded, SENTRY)].sort()).toEqual([
      'assets/sentry-only.js',
      'assets/sentry.js',
      // Not needed by the entry and this page loaded no route that needs it: Sentry's alone.
      'assets/shared.js',
    ])
  })

  it('still counts a chunk Sentry shares with a route the page loaded', () => {
    const loaded = new Set([
      'assets/index.js',
      'assets/react.js',
      'assets/a.js',
      'assets/shared.js',
      'assets/sentry.js',
    ])
    const deferred = loadedAfterFirstPaint(manifest, loaded, SENTRY)
    expect(deferred.has('assets/shared.js')).toBe(false)
    expect(deferred.has('assets/react.js')).toBe(false)
    expect(deferred.has('assets/sentry.js')).toBe(true)
  })
})

describe('bench: a route chunk with its own imports', () => {
  // A route that needs a chunk of its own, one another route shares, and the one API chunk.
  const withApi: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_api.js': { file: 'assets/api.js', name: 'api' },
    '_forms.js': { file: 'assets/forms.js' },
    'src/routes/a.tsx?tsr-split=component': {
      file: 'assets/a.js',
      src: 'src/routes/a.tsx',
      isDynamicEntry: true,
      imports: ['_forms.js', '_api.js', '_react.js'],
    },
  }
  const sizes: Record<string, number> = {
    'assets/a.js': 1000,
    'assets/forms.js': 400,
    'assets/api.js': 20_000,
    'assets/react.js': 60_000,
  }

  it("counts its chunks but neither the entry's nor the one API chunk every data page loads", () => {
    const [chunk] = routeChunks(withApi, 'dist', (file) => sizes[file]!)
    expect(chunk).toMatchObject({ gzip: 1000, gzipWithOwnImports: 1400 })
  })

  it('leaves out what the layout routes above it load: they are on the page whenever it is', () => {
    const nested: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true },
      '_machine.js': { file: 'assets/machine.js' },
      '_list.js': { file: 'assets/list.js' },
      'src/routes/shop/checkout/route.tsx?tsr-split=component': {
        file: 'assets/layout.js',
        src: 'src/routes/shop/checkout/route.tsx',
        isDynamicEntry: true,
        imports: ['_machine.js'],
      },
      'src/routes/shop/checkout/step.tsx?tsr-split=component': {
        file: 'assets/step.js',
        src: 'src/routes/shop/checkout/step.tsx',
        isDynamicEntry: true,
        imports: ['_machine.js', '_list.js'],
      },
    }
    const bytes: Record<string, number> = {
      'assets/layout.js': 100,
      'assets/machine.js': 8000,
      'assets/list.js': 3000,
      'assets/step.js': 500,
    }
    const [layout, step] = routeChunks(nested, 'dist', (file) => bytes[file]!)
    // The layout counts its own machine; the step counts its list, not the layout's machine.
    expect(layout).toMatchObject({ gzipWithOwnImports: 8100 })
    expect(step).toMatchObject({ gzipWithOwnImports: 3500 })
  })
})
