const loading = new Map<string, Promise<void>>()

/** Adds a third-party script once and resolves when it has run; a failed load may be retried. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src)
  if (known) return known
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.defer = true
    script.onload = () => resolve()
    script.onerror = () => {
      loading.delete(src)
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.appendChild(script)
  })
  loading.set(src, promise)
  return promise
}
