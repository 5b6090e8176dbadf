import * as React from 'react'

/**
 * Whether the phone's sticky "add to basket" bar shows: while the configurator is on the screen but
 * its own button is not (the shopper is choosing above it). Past the configurator, the bar goes.
 */
export function useStickyAddBar(
  form: React.RefObject<HTMLElement>,
  button: React.RefObject<HTMLElement>,
): boolean {
  const [formSeen, setFormSeen] = React.useState(false)
  const [buttonSeen, setButtonSeen] = React.useState(true)
  React.useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !form.current || !button.current) return
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === form.current) setFormSeen(entry.isIntersecting)
        if (entry.target === button.current) setButtonSeen(entry.isIntersecting)
      }
    })
    observer.observe(form.current)
    observer.observe(button.current)
    return () => observer.disconnect()
  }, [form, button])
  return formSeen && !buttonSeen
}
