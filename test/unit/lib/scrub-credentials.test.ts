import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scrubCredentials, scrubCredentialsDeep } from '../../../src/lib/scrub-credentials'

/** The page that failed, as an error page's `from` holds it: encoded once per level. */
const nested = (href: string, levels: number) => {
  let out = href
  for (let level = 0; level < levels; level++)
    out = `/error/internal-system?from=${encodeURIComponent(out)}`
  return out
}

describe('scrubCredentials', () => {
  it('masks a sign-on token at the top level and keeps the rest of the address', () => {
    expect(
      scrubCredentials('http://localhost:4173/17shop/checkout?token=buyer-jp&liver_id=1001'),
    ).toBe('http://localhost:4173/17shop/checkout?token=[Filtered]&liver_id=1001')
  })

  it("masks the token inside an error page's `from`, encoded once or twice", () => {
    const once = scrubCredentials(
      `http://localhost:4173${nested('/17shop/checkout?token=buyer-jp&liver_id=1001', 1)}`,
    )
    expect(once).not.toContain('buyer-jp')
    expect(decodeURIComponent(once)).toContain('/17shop/checkout?token=[Filtered]&liver_id=1001')
    expect(scrubCredentials(nested('/17shop/checkout?token=buyer-jp', 2))).not.toContain('buyer-jp')
  })

  it("masks a guest order's key and a token in a fragment or an error message", () => {
    expect(scrubCredentials('/stores/sakura-select/marketplace/orders/9005?key=k-9005')).toBe(
      '/stores/sakura-select/marketplace/orders/9005?key=[Filtered]',
    )
    expect(scrubCredentials('Navigated from /a#token=t-1 to /b?passport_token=p-1 (failed)')).toBe(
      'Navigated from /a#token=[Filtered] to /b?passport_token=[Filtered] (failed)',
    )
  })

  it('leaves text without credentials as it is, a lone % included', () => {
    for (const text of ['GET /api/v2/jp-zip?zipcode=1000001 failed', '50% off, 100%', '/stores/x'])
      expect(scrubCredentials(text)).toBe(text)
  })

  it('never lets a credential through, whatever it is and however deep it is nested', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{6,40}$/),
        fc.constantFrom('token', 'key', 'passport_token', 'TOKEN'),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('', 'post_id=5001&', 'a=%2F&'),
        (secret, name, levels, before) => {
          const href = nested(`/17shop/buyer/livers/1001?${before}${name}=${secret}&x=1`, levels)
          expect(scrubCredentials(`https://shop.example${href}`)).not.toContain(secret)
        },
      ),
    )
  })
})

describe('scrubCredentialsDeep', () => {
  it("walks a report's strings and masks fields named as credentials", () => {
    const event = {
      request: { url: 'https://shop.example/17shop/orders?token=buyer-jp' },
      breadcrumbs: [{ data: { from: '/a?token=t-2', to: '/b' } }],
      extra: { token: 'raw-token', call: 'POST /api/v1/17shop/buyer/login' },
    }
    const scrubbed = JSON.stringify(scrubCredentialsDeep(event))
    for (const secret of ['buyer-jp', 't-2', 'raw-token']) expect(scrubbed).not.toContain(secret)
    expect(scrubbed).toContain('POST /api/v1/17shop/buyer/login')
  })
})
