import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { createSandbox } from '../../../sandbox/app'
import {
  OPENAPI_PATH,
  OPENAPI_URL,
  renderOpenApiDocument,
  usedChecks,
  usedOverrides,
} from '../../../scripts/openapi/document'
import { CHECK_OVERRIDES, SCHEMA_OVERRIDES } from '../../../scripts/openapi/overrides'

const root = path.resolve(import.meta.dirname, '../../..')
const written = readFileSync(path.join(root, OPENAPI_PATH), 'utf8')
const rendered = renderOpenApiDocument()

describe('the OpenAPI document (npm run openapi)', () => {
  it('is fresh: docs/openapi.json is what the call tables make now', () => {
    expect(written, `${OPENAPI_PATH} is stale: run \`npm run openapi\` and commit it`).toBe(
      rendered,
    )
  })

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(JSON.parse(written) as Record<string, unknown>)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('uses every written override, so none lingers after its schema is gone', () => {
    expect([...usedOverrides].sort()).toEqual(Object.keys(SCHEMA_OVERRIDES).sort())
    expect([...usedChecks].sort()).toEqual(Object.keys(CHECK_OVERRIDES).sort())
  })

  it('types path parameters as the call list names them: {id} a positive integer, {slug} a string', () => {
    const document = JSON.parse(written) as {
      paths: Record<string, Record<string, { parameters?: Array<Record<string, unknown>> }>>
    }
    const slug = document.paths['/api/v2/buyer/stores/{slug}']?.get?.parameters?.[0]
    expect(slug).toMatchObject({ name: 'slug', in: 'path', schema: { type: 'string' } })
    const products = document.paths['/api/v2/stores/{id}/products']?.get?.parameters?.[0]
    expect(products).toMatchObject({ name: 'id', schema: { type: 'integer', minimum: 1 } })
  })

  it('is served by the sandbox at its documented path, as written', async () => {
    const { app } = createSandbox()
    const answer = await app.request(`http://sandbox.test${OPENAPI_URL}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await answer.text()).toBe(written)
  })
})
