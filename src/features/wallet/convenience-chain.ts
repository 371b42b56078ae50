import { useLingui } from '@lingui/react/macro'

/** The chain's name as the buyer knows it in their language. */
export function useConvenienceName(): (code: string) => string {
  const { t } = useLingui()
  return (code) => {
    switch (code) {
      case '00001':
        return t`Lawson`
      case '00002':
        return t`FamilyMart`
      case '00005':
        return t`Ministop`
      case '00008':
        return t`Seicomart`
      default:
        return code
    }
  }
}
