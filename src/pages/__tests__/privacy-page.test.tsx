import * as React from 'react'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../testing/test-utils'
import PrivacyPage from '../ochrana-osobnich-udaju'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), graphql: jest.fn() }))
jest.mock('../../app/layout/layout', () => ({
  Layout: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}))

it('the privacy page credits DB-IP under the language choice, with the link its licence asks for', () => {
  renderWithProviders(<PrivacyPage />)
  const section = screen.getByRole('region', { name: /Volba jazyka podle IP adresy/ })
  const link = section.querySelector('a[href="https://db-ip.com/"]')
  expect(link).toHaveTextContent('IP Geolocation by DB-IP')
  expect(section).toHaveTextContent(/cookie „lang“/)
})
