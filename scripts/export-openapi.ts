/**
 * `npm run openapi`: writes the OpenAPI document of the call tables to docs/openapi.json
 * (docs/api.md#the-openapi-document). test/unit/openapi/document.test.ts fails when it is stale.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { OPENAPI_PATH, renderOpenApiDocument } from './openapi/document'

const root = path.resolve(import.meta.dirname, '..')
writeFileSync(path.join(root, OPENAPI_PATH), renderOpenApiDocument())
console.log(`call tables -> ${OPENAPI_PATH}`)
