/**
 * Absolute addresses of this store's account pages, for the e-mails the server sends: the
 * verification e-mail leads to the login tab, the reset e-mail to the forgotten-password page.
 */
const storeBase = (origin: string, slug: string) => `${origin}/stores/${encodeURIComponent(slug)}`

/** The login tab, marked as reached from the verification link, so it can say so. */
export function loginPageUrl(origin: string, slug: string): string {
  return `${storeBase(origin, slug)}/account?verified=1`
}

export function resetPasswordPageUrl(origin: string, slug: string): string {
  return `${storeBase(origin, slug)}/forget-password`
}

/** The look of the e-mails (`17shop` or `handsup`): this storefront is 17shop's. */
export const EMAIL_TEMPLATE = '17shop' as const
