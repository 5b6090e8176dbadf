import * as React from 'react'
import { render, screen } from '@testing-library/react'
import { isPageHead, wrapWithProviders } from '../providers'
import { useSession } from '../../lib/session/session-provider'

function SessionProbe() {
  const session = useSession()
  return <p>{session.isLoggedIn ? 'signed in' : 'guest'}</p>
}

const headProps = { location: { pathname: '/produkt/1/' }, params: {}, data: {}, pageContext: {} }
type HeadProps = Partial<typeof headProps>
const Head = (_props: HeadProps) => <title>Molo</title>

describe('wrapWithProviders', () => {
  it('wraps the site in the session, data cache and toaster', () => {
    render(wrapWithProviders(<SessionProbe />))
    expect(screen.getByText('guest')).toBeInTheDocument()
  })

  it("leaves a page's head as it is", () => {
    expect(isPageHead(<Head {...headProps} />)).toBe(true)
    const wrapped = wrapWithProviders(<Head {...headProps} />)
    expect(React.isValidElement(wrapped) && wrapped.type).toBe(React.Fragment)
  })

  it('tells the head from the site by the head props Gatsby passes', () => {
    expect(isPageHead(<div />)).toBe(false)
    expect(isPageHead(<SessionProbe />)).toBe(false)
    expect(isPageHead('text')).toBe(false)
    const { location: _location, ...withoutLocation } = headProps
    expect(isPageHead(<Head {...withoutLocation} />)).toBe(false)
  })
})
