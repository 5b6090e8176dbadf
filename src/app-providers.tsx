import * as React from 'react'
import { SWRConfig } from 'swr'
import { Toaster } from './components/toaster/toaster'
import { SessionProvider } from './features/auth/session/session-provider'

/** Mounted once around the whole site (wrapRootElement): data cache, session state and toasts. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    // Every data fetch retries once on error.
    <SWRConfig value={{ errorRetryCount: 1 }}>
      <SessionProvider>
        {children}
        <Toaster />
      </SessionProvider>
    </SWRConfig>
  )
}
