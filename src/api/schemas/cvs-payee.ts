/** Convenience-store payees: who pays at which chain for GMO convenience-store payment. */
import * as v from 'valibot'
import { IdSchema } from './common'

/** GMO's four convenience-store codes and the chain each stands for. */
export const CONVENIENCE_STORES = {
  '00001': 'Lawson',
  '00002': 'FamilyMart',
  '00005': 'Ministop',
  '00008': 'Seicomart',
} as const
export type ConvenienceCode = keyof typeof CONVENIENCE_STORES
export type ConvenienceName = (typeof CONVENIENCE_STORES)[ConvenienceCode]

export const CONVENIENCE_CODES = [
  '00001',
  '00002',
  '00005',
  '00008',
] as const satisfies readonly ConvenienceCode[]
export const CONVENIENCE_NAMES = [
  'Lawson',
  'FamilyMart',
  'Ministop',
  'Seicomart',
] as const satisfies readonly ConvenienceName[]
export const ConvenienceCodeSchema = v.picklist(CONVENIENCE_CODES)
export const ConvenienceNameSchema = v.picklist(CONVENIENCE_NAMES)

export const CvsPayeeSchema = v.object({
  id: IdSchema,
  convenience_code: ConvenienceCodeSchema,
  buyer_name: v.string(),
  buyer_name_kana: v.string(),
  buyer_cellphone: v.string(),
})
export type CvsPayee = v.InferOutput<typeof CvsPayeeSchema>
