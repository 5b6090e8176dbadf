import * as React from 'react'

/**
 * The shop's mark (a framed picture), drawn in the page: the same drawing as static/favicon.svg,
 * the browser tab's icon. As an `<img src="/favicon.svg">` it was one more request on every first
 * visit, made beside the first screen's picture.
 */
export function ShopMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden
      focusable={false}
    >
      <rect width="64" height="64" rx="14" fill="#1f1b16" />
      <rect
        x="14"
        y="14"
        width="36"
        height="36"
        rx="3"
        fill="none"
        stroke="#faf8f5"
        strokeWidth="4"
      />
      <path d="M18 44 29 30l7 8 4-5 6 11z" fill="#f59e0b" />
      <circle cx="40" cy="24" r="4" fill="#faf8f5" />
    </svg>
  )
}
