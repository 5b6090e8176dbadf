import * as React from 'react'
import { onToastWanted, toastWanted } from './notify'

/** The toaster, mounted when the first toast is asked for (see `notify`). */
export function LazyToaster() {
  const [Toaster, setToaster] = React.useState<React.ComponentType | null>(null)
  const loading = React.useRef(false)
  React.useEffect(() => {
    let active = true
    const mount = () => {
      if (loading.current) return
      loading.current = true
      import(/* webpackPrefetch: true */ './toaster').then(
        (module) => active && setToaster(() => module.Toaster),
        (error: unknown) => {
          // Tried again with the next toast.
          loading.current = false
          console.error('the toaster could not be loaded', error)
        },
      )
    }
    if (toastWanted()) mount()
    const unsubscribe = onToastWanted(mount)
    return () => {
      active = false
      unsubscribe()
    }
  }, [])
  return Toaster ? <Toaster /> : null
}
