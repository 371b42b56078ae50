import { expect, test } from './support/test'

test.beforeEach(async ({ request }) => {
  await request.post('/__sandbox/reset')
})

const WORDS = [
  {
    locale: 'en',
    email: 'E-mail address',
    taken: 'An account already uses this e-mail address. Log in, or use another address.',
    login: 'Log in',
    reset: 'Reset your password',
    resetPage: 'Forgotten password',
  },
  {
    locale: 'ja',
    email: 'メールアドレス',
    taken:
      'このメールアドレスはすでに登録されています。ログインするか、別のメールアドレスをお使いください。',
    login: 'ログイン',
    reset: 'パスワードを再設定する',
    resetPage: 'パスワードの再設定',
  },
  {
    locale: 'zh-TW',
    email: '電子郵件地址',
    taken: '這個電子郵件地址已經註冊過了。請直接登入，或改用其他電子郵件地址。',
    login: '登入',
    reset: '重設密碼',
    resetPage: '忘記密碼',
  },
]

for (const words of WORDS) {
  test(`(${words.locale}) register says as soon as the e-mail is left that it already has an account, with a way to log in or reset the password`, async ({
    page,
  }) => {
    const registers: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v2/users')
        registers.push(request.url())
    })
    await page.goto(`/stores/sakura-select/account/register?locale=${words.locale}`)
    const email = page.getByRole('textbox', { name: words.email })
    await email.fill('member@example.com')
    const asked = page.waitForResponse((answer) => answer.url().includes('/users/email-exists'))
    await email.blur()
    await asked

    // Told at once, before anything is sent.
    await expect(page.getByText(words.taken)).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    const form = page.locator('form')
    await expect(form.getByRole('link', { name: words.login, exact: true })).toHaveAttribute(
      'href',
      /\/stores\/sakura-select\/account$/,
    )
    await page.screenshot({ path: `test-results/email-taken-${words.locale}.png`, fullPage: true })
    expect(registers).toHaveLength(0)

    // Another address: the message goes.
    await email.fill('new-buyer@example.com')
    await email.blur()
    await expect(page.getByText(words.taken)).toHaveCount(0)

    // Back to the known one: the way to reset the password leads there.
    await email.fill('member@example.com')
    await email.blur()
    await form.getByRole('link', { name: words.reset }).click()
    await expect(page).toHaveURL(/\/stores\/sakura-select\/forget-password/)
    await expect(page.getByRole('heading', { level: 1, name: words.resetPage })).toBeVisible()
  })
}
