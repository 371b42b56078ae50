import { createContext, useContext } from 'react'

const InsideLayout = createContext(false)

/** PageLayout provides it, so an error fallback knows whether a main landmark is already there. */
export const InsideLayoutProvider = InsideLayout.Provider

export function useInsideLayout(): boolean {
  return useContext(InsideLayout)
}
