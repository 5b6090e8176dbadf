import { keepPendingEvents } from './data-layer'

/**
 * Leaves the shop for the payment gateway's page (a full page load, not a route change). Analytics
 * events still waiting for the visitor's consent are kept for the page the gateway returns to.
 */
export function goToGateway(url: string): void {
  keepPendingEvents()
  window.location.assign(url)
}
