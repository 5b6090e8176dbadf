import * as React from 'react'
import { Link } from '../../../../components/link'

/** A link the API gives: a shop path (Czech slug, localised here) or an address elsewhere. */
export function BlockLink({
  to,
  className,
  children,
}: {
  to: string
  className?: string
  children: React.ReactNode
}) {
  if (/^https?:\/\//.test(to))
    return (
      <a href={to} className={className}>
        {children}
      </a>
    )
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  )
}
