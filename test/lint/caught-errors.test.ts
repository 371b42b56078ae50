import { describe, expect, it } from 'vitest'
import { fileURLToPath } from 'node:url'
import { RuleTester } from 'eslint'
import { textLinter } from './text-linter'
import tseslint from 'typescript-eslint'
import storefront from '../../scripts/eslint-caught-errors.js'

/**
 * The rule that keeps every caught error reported, passed on or explained
 * (docs/reliability.md#reporting): a silent catch in any form is refused, and each way of
 * passing is accepted. `npm run lint` applies it to src and machines.
 */
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })
const silent = [{ messageId: 'silent' }]

tester.run('caught-errors-reported', storefront.rules['caught-errors-reported'], {
  valid: [
    'try { work() } catch (error) { reportError(error) }',
    'try { work() } catch (error) { if (cond) reportUnexpected(error, { source: "x" }); set(null) }',
    'try { work() } catch (error) { if (isApiError(error)) return 1; throw error }',
    'try { work() } catch (error) { throw new Wrapped(error) }',
    'try { work() } catch {\n  // Storage refused: the page goes on without it.\n  return null\n}',
    'promise.catch(reportError)',
    'promise.catch((error) => reportError(error, { call: "x" }))',
    'promise.catch(() => {\n  /* asked again by the loader, which shows the failure */\n})',
    '// Awaited below, where its failure counts.\npromise.catch(() => undefined)',
    'promise.catch(() => undefined) // awaited below',
    'promise.then(ok, (error) => reportError(error))',
    // A named handler is judged by its one definition.
    '// The loader asks again and shows the failure.\nfunction ignore() {}\np.catch(ignore)\nq.then(ok, ignore)',
    'const ignore = () => {\n  // The loader asks again.\n}\np.catch(ignore)',
    'promise.then(ok)',
  ],
  invalid: [
    { code: 'try { work() } catch { set(null) }', errors: silent },
    { code: 'try { work() } catch (error) { setFailure(true) }', errors: silent },
    // A rethrow of some errors still swallows the rest.
    { code: 'try { work() } catch (e) { if (!isApiError(e)) throw e; return 1 }', errors: silent },
    { code: 'try { work() } catch {}', errors: silent },
    { code: 'promise.catch(() => undefined)', errors: silent },
    { code: 'promise.catch(() => setFailure(true))', errors: silent },
    { code: 'function ignore() {}\np.catch(ignore)', errors: silent },
    { code: 'p.catch(imported)', errors: silent },
    { code: 'p.then(ok, () => null)', errors: silent },
    // A comment about something else, far from the catch, explains nothing.
    {
      code: '// Reads the cart.\nasync function f() {\n  a()\n  b()\n  try { work() } catch { set(null) }\n}',
      errors: silent,
    },
  ],
})

describe('the project config', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const eslint = textLinter(root)
  const rulesAt = async (at: string) => {
    const code =
      'export function f(g: () => void) {\n  try {\n    g()\n  } catch {\n    g()\n  }\n}\n'
    const [result] = await eslint.lintText(code, { filePath: `${root}/${at}` })
    return (result?.messages ?? []).map((m) => m.ruleId)
  }

  it('applies the rule to the app and the machines', async () => {
    for (const at of ['src/features/shared/x.ts', 'src/lib/x.ts', 'machines/boot/x.ts'])
      expect(await rulesAt(at)).toContain('storefront/caught-errors-reported')
  })
}, 60_000)
