import * as React from 'react'
import { useModal } from '../hooks/use-modal'

const AuthDialogs = React.lazy(() => import('./auth-dialogs'))

/**
 * Mounts the dialog named by the `modal` query parameter. The dialogs and their forms load only when
 * one is first opened, and never during hydration (the pre-rendered page has no query string).
 */
export function AuthDialogHost() {
  const { modal, open, close } = useModal()
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])

  if (!hydrated || !modal) return null
  return (
    <React.Suspense fallback={null}>
      <AuthDialogs modal={modal} open={open} close={close} />
    </React.Suspense>
  )
}
