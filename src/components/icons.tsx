import * as React from 'react'

export type IconProps = React.SVGProps<SVGSVGElement>

const base = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  'aria-hidden': true,
  focusable: false,
}

/**
 * An outline icon: its stroke (colour, width, round ends) comes from the `.icon` rule in global.css
 * rather than four attributes on each of the twenty-odd icons a page writes. `fill` stays an
 * attribute, so an icon can still be filled (the favourite heart).
 */
export function Icon({ className, children, ...props }: IconProps) {
  return (
    <svg {...base} {...props} className={className ? `icon ${className}` : 'icon'}>
      {children}
    </svg>
  )
}

/**
 * An icon whose shapes are markup rather than elements: React neither creates nor hydrates an
 * element for each circle and path (a category page's hearts and top bar were a hundred fibres of
 * its hydration), and on a page the browser renders it sets them in one go.
 */
function shapedIcon(shapes: string, defaults?: IconProps) {
  type ShapedIconProps = Omit<IconProps, 'children' | 'dangerouslySetInnerHTML'>
  const markup = { __html: shapes }
  return function ShapedIcon({ className, ...props }: ShapedIconProps) {
    return (
      <svg
        {...base}
        {...defaults}
        {...props}
        className={className ? `icon ${className}` : 'icon'}
        dangerouslySetInnerHTML={markup}
      />
    )
  }
}

export const SearchIcon = shapedIcon('<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>')

export const BasketIcon = shapedIcon(
  '<path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
)

export const HeartIcon = shapedIcon(
  '<path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"/>',
)

export const UserIcon = shapedIcon('<circle cx="12" cy="8" r="4"/><path d="M4 21a8 8 0 0 1 16 0"/>')

export const GlobeIcon = shapedIcon(
  '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>',
)

export const ChevronDownIcon = shapedIcon('<path d="m6 9 6 6 6-6"/>', { width: 16, height: 16 })

/** A carousel's arrows: tall and narrow, as Swiper draws them. */
const ARROW = { width: 17, height: 28, viewBox: '0 0 17 28' }
export const ChevronLeftIcon = shapedIcon('<path d="m13 3-9 11 9 11"/>', ARROW)
export const ChevronRightIcon = shapedIcon('<path d="m4 3 9 11-9 11"/>', ARROW)

export const CloseIcon = shapedIcon('<path d="M6 6l12 12M18 6 6 18"/>')
