import { describe, expect, it } from 'vitest'
import { headerRules, headersFile } from '../../../scripts/security-headers'
import { staticHostFiles } from '../../../scripts/static-hosts'

const rules = headerRules({})
const files = staticHostFiles(rules)
const security = rules.find((rule) => rule.path === '/*')!.headers
const assets = rules.find((rule) => rule.path === '/assets/*')!.headers

describe('the static hosts’ files, made from the one list of header rules', () => {
  it('write every rule into the header file Netlify and Cloudflare Pages read', () => {
    const text = headersFile(rules)
    for (const rule of rules) {
      expect(text).toContain(`${rule.path}\n`)
      for (const [name, value] of Object.entries(rule.headers))
        expect(text).toContain(`  ${name}: ${value}`)
    }
  })

  it('answer any page’s address with the app on Netlify and Cloudflare Pages', () => {
    expect(files._redirects).toBe('/*  /index.html  200\n')
  })

  it('give Azure Static Web Apps the fallback (not for assets) and the same headers', () => {
    expect(JSON.parse(files['staticwebapp.config.json']!)).toEqual({
      navigationFallback: { rewrite: '/index.html', exclude: ['/assets/*'] },
      globalHeaders: security,
      routes: [{ route: '/assets/*', headers: assets }],
    })
  })

  it('give Vercel the fallback (not for assets) and the same headers', () => {
    const vercel = JSON.parse(files['vercel.json']!) as {
      rewrites: { source: string; destination: string }[]
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const fallback = new RegExp(`^${vercel.rewrites[0]!.source}$`)
    expect(vercel.rewrites[0]!.destination).toBe('/index.html')
    expect(fallback.test('/stores/sakura-select/marketplace')).toBe(true)
    expect(fallback.test('/assets/index-abc.js')).toBe(false)
    const headersOf = (source: string) =>
      Object.fromEntries(
        vercel.headers
          .find((entry) => entry.source === source)!
          .headers.map(({ key, value }) => [key, value]),
      )
    expect(headersOf('/(.*)')).toEqual(security)
    expect(headersOf('/assets/(.*)')).toEqual(assets)
  })
})
