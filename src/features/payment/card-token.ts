/**
 * GMO's token script in the browser (docs/reliability.md#card-data): the card typed into the form
 * goes to GMO, never to the API nor into a machine (whose snapshot is stored). The payment
 * machine's `tokenize` effect reads the fields through the reader the card form registers while it
 * is shown.
 */
import type { GmoCardToken } from '../../../machines/payment/payment-types'
import { config } from '../../lib/env'

export interface CardFields {
  cardNumber: string
  /** `YYMM` or `YYYYMM`. */
  expiry: string
  securityCode: string
  holderName: string
}

/** What GMO's script answers its callback with (the sandbox's fake script answers the same). */
export interface GmoTokenResult {
  resultCode: string
  tokenObject?: {
    token: string[]
    toBeExpiredAt: string
    maskedCardNo: string
    isSecurityCodeSet: boolean
  }
}

interface Multipayment {
  init: (shopId: string) => void
  getToken: (
    card: {
      cardno: string
      expire: string
      securitycode: string
      holdername: string
      tokennumber: number
    },
    callback: (result: GmoTokenResult) => void,
  ) => void
}

/** A failure the payment machine reads the `code` of (GMO's result code, or why none came). */
export class CardTokenError extends Error {
  override readonly name = 'CardTokenError'
  constructor(readonly code: string) {
    super(code)
  }
}

let readCardForm: (() => CardFields) | null = null

/** The card form registers how to read its fields; it unregisters (null) when it goes away. */
export function registerCardForm(reader: (() => CardFields) | null): void {
  readCardForm = reader
}

let scriptLoad: Promise<Multipayment> | null = null

function multipayment(): Multipayment | undefined {
  return (window as unknown as { Multipayment?: Multipayment }).Multipayment
}

/** Loads the token script once per page; a failed load may be tried again. */
function loadScript(): Promise<Multipayment> {
  scriptLoad ??= new Promise<Multipayment>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = config.gmoTokenScriptUrl
    script.async = true
    script.onload = () => {
      const loaded = multipayment()
      if (loaded) resolve(loaded)
      else reject(new CardTokenError('TOKEN_SCRIPT_UNAVAILABLE'))
    }
    script.onerror = () => {
      scriptLoad = null
      script.remove()
      reject(new CardTokenError('TOKEN_SCRIPT_UNAVAILABLE'))
    }
    document.head.append(script)
  })
  return scriptLoad
}

/** GMO's one-time token for the card in the form, for the store's GMO shop. */
export async function tokenizeCard(shopId: string): Promise<GmoCardToken> {
  const fields = readCardForm?.()
  if (!fields) throw new CardTokenError('NO_CARD_FORM')
  const gmo = await loadScript()
  gmo.init(shopId)
  const result = await new Promise<GmoTokenResult>((resolve) =>
    gmo.getToken(
      {
        cardno: fields.cardNumber,
        expire: fields.expiry,
        securitycode: fields.securityCode,
        holdername: fields.holderName,
        tokennumber: 1,
      },
      resolve,
    ),
  )
  const token = result.tokenObject
  if (result.resultCode !== '000' || !token?.token[0]) {
    throw new CardTokenError(`GMO_TOKEN_${result.resultCode}`)
  }
  return {
    token: token.token[0],
    maskedCardNo: token.maskedCardNo,
    toBeExpiredAt: token.toBeExpiredAt,
    isSecurityCodeSet: token.isSecurityCodeSet,
  }
}
