/**
 * Every caught error is reported, passed on, or expected for a reason written beside it
 * (docs/reliability.md#reporting). A `catch` clause, or a promise's `.catch(handler)` (and the
 * rejection handler of `.then(ok, failed)`), passes when it:
 *
 * - calls `reportError(…)` (the console and the error service) or `reportUnexpected(…)` (the same,
 *   less the API failures the person is shown and the client has reported), or hands a rejection
 *   straight to one (`.catch(reportError)`);
 * - ends by throwing (the error, or a wrapped one, goes on to a caller that handles it);
 * - carries a comment saying why the error is expected: inside the catch block or the handler, or
 *   on the line of `.catch(` or the one above it. A handler named by identifier is judged by the
 *   function it names in the same file (a comment above it or in it explains every use).
 *
 * Anything else lets a bug vanish (a failed import, a typo caught by a broad `catch`), so it is an
 * error; the only way past the rule is to write down why.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
const caughtErrorsReported = {
  meta: {
    type: 'problem',
    docs: { description: 'Every caught error is reported, passed on, or explained' },
    schema: [],
    messages: {
      silent:
        'A caught error must be reported (reportError), passed on (throw), or explained: add a ' +
        'one-line comment saying why this error is expected (docs/reliability.md#reporting).',
    },
  },
  create(context) {
    const source = context.sourceCode

    /** Whether `node` (a block or an expression) calls reportError somewhere inside. */
    const callsReport = (node) => {
      let found = false
      const visit = (current) => {
        if (found || !current || typeof current.type !== 'string') return
        if (current.type === 'CallExpression' && isReportError(current.callee)) {
          found = true
          return
        }
        for (const key of source.visitorKeys[current.type] ?? []) {
          const child = current[key]
          if (Array.isArray(child)) child.forEach(visit)
          else visit(child)
        }
      }
      visit(node)
      return found
    }

    const endsByThrowing = (block) =>
      block.type === 'BlockStatement' && block.body.at(-1)?.type === 'ThrowStatement'

    const hasCommentInside = (node) => source.getCommentsInside(node).length > 0

    const checkHandlerBody = (body) =>
      callsReport(body) || endsByThrowing(body) || hasCommentInside(body)

    /** A comment on the line of `.catch(`, or ending just above it or above its statement. */
    const commentNear = (node, statement) => {
      const line = node.loc.start.line
      const lines = new Set([line, line - 1, statement.loc.start.line - 1])
      return source
        .getAllComments()
        .some((comment) => comment.loc.end.line === line || lines.has(comment.loc.end.line))
    }

    const statementOf = (node) => {
      let current = node
      while (current.parent && !/Statement$|Declaration$/.test(current.type))
        current = current.parent
      return current
    }

    /** The function an identifier names in this file, with the node a comment above it would precede. */
    const definitionOf = (identifier) => {
      let scope = source.getScope(identifier)
      while (scope) {
        const variable = scope.set.get(identifier.name)
        if (variable) {
          const node = variable.defs[0]?.node
          if (node?.type === 'FunctionDeclaration') return { fn: node, declaration: node }
          if (node?.type === 'VariableDeclarator' && isFunction(node.init))
            return { fn: node.init, declaration: node.parent }
          return undefined
        }
        scope = scope.upper
      }
      return undefined
    }

    const checkRejectionHandler = (call, handler, property) => {
      if (!handler) return
      if (isReportError(handler)) return
      if (isFunction(handler) && checkHandlerBody(handler.body)) return
      if (handler.type === 'Identifier') {
        const definition = definitionOf(handler)
        if (
          definition &&
          (checkHandlerBody(definition.fn.body) ||
            source.getCommentsBefore(definition.declaration).length > 0)
        )
          return
      }
      if (commentNear(property, statementOf(call))) return
      context.report({ node: handler, messageId: 'silent' })
    }

    return {
      CatchClause(node) {
        if (checkHandlerBody(node.body)) return
        context.report({ node, messageId: 'silent' })
      },
      CallExpression(node) {
        const callee = node.callee
        if (callee.type !== 'MemberExpression' || callee.computed) return
        const name = callee.property.type === 'Identifier' ? callee.property.name : undefined
        if (name === 'catch') checkRejectionHandler(node, node.arguments[0], callee.property)
        else if (name === 'then') checkRejectionHandler(node, node.arguments[1], callee.property)
      },
    }
  },
}

const REPORTERS = new Set(['reportError', 'reportUnexpected'])

function isReportError(node) {
  if (!node) return false
  if (node.type === 'Identifier') return REPORTERS.has(node.name)
  return (
    node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    REPORTERS.has(node.property.name)
  )
}

function isFunction(node) {
  return node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression'
}

export default {
  meta: { name: 'storefront' },
  rules: { 'caught-errors-reported': caughtErrorsReported },
}
