/** Leaves the shop for the payment gateway's page (a full page load, not a route change). */
export function goToGateway(url: string): void {
  window.location.assign(url)
}
