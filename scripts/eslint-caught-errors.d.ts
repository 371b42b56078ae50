import type { ESLint, Rule } from 'eslint'

/** The project's own ESLint plugin (eslint-caught-errors.js), typed for the test that runs it. */
declare const storefront: ESLint.Plugin & { rules: { 'caught-errors-reported': Rule.RuleModule } }
export default storefront
