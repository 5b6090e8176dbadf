import { useCallback } from 'react'
import { navigate } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import { isModalName, type ModalName } from '../modals'

/** The address with the dialog's query parameter set (and any extra parameters it needs). */
export function withModal(
  pathname: string,
  search: string,
  modal: ModalName,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams(search)
  params.set('modal', modal)
  for (const [name, value] of Object.entries(extra)) params.set(name, value)
  return `${pathname}?${params.toString()}`
}

/** Opens a dialog over the page the shopper is on (a click outside a routed component). */
export function openModal(modal: ModalName): void {
  const { pathname, search } = window.location
  void navigate(withModal(pathname, search, modal))
}

/** The address without the dialog's query parameter; an empty query leaves no `?`. */
export function withoutModal(pathname: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('modal')
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** Dialogs open through the `modal` query parameter, and closing removes it. */
export function useModal() {
  const location = useLocation()
  const value = new URLSearchParams(location.search).get('modal')
  const modal: ModalName | null = isModalName(value) ? value : null

  const open = useCallback(
    (name: ModalName, extra?: Record<string, string>) =>
      navigate(withModal(location.pathname, location.search, name, extra)),
    [location.pathname, location.search],
  )
  const close = useCallback(
    () => navigate(withoutModal(location.pathname, location.search), { replace: true }),
    [location.pathname, location.search],
  )
  return { modal, open, close }
}
