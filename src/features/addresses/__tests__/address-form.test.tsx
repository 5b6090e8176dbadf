import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ApiError } from '../../../lib/api-client'
import { AddressForm } from '../components/address-form'
import { reshapeAddress } from '../api/addresses'
import * as documents from '../testing/address-documents'
import { renderAddresses } from '../testing/render-addresses'

const janaHome = reshapeAddress(documents.flatAddress(documents.janaHome))
const janaOffice = reshapeAddress(documents.flatAddress(documents.janaOffice))

const field = (name: string) => screen.getByRole('textbox', { name })
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }))

async function fillIn() {
  await userEvent.type(field('Jméno'), 'Petr')
  await userEvent.type(field('Příjmení'), 'Novák')
  await userEvent.type(field('Ulice a\u00a0číslo domu'), 'Krátká 3')
  await userEvent.type(field('Město'), 'Brno')
  await userEvent.type(field('PSČ'), '602 00')
}

describe('AddressForm', () => {
  it('sends the fields, a blank company and phone as null, in the shop language’s country', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined)
    renderAddresses(<AddressForm submitLabel="Uložit adresu" onSave={onSave} />)
    expect(screen.getByRole('combobox', { name: 'Země' })).toHaveValue('CZ')
    await fillIn()
    await submit()
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave).toHaveBeenCalledWith({
      firstName: 'Petr',
      lastName: 'Novák',
      company: null,
      street: 'Krátká 3',
      city: 'Brno',
      zip: '602 00',
      country: 'CZ',
      phoneNumber: null,
    })
  })

  it('sends the company, the country and the phone with its calling code', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined)
    renderAddresses(<AddressForm submitLabel="Uložit adresu" onSave={onSave} />)
    await fillIn()
    await userEvent.type(field('Firma (nepovinné)'), 'Fotoateliér s.r.o.')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Země' }), 'AT')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Předvolba' }), '+43')
    await userEvent.type(field('Telefonní číslo'), '6641234567')
    await submit()
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1))
    expect(onSave.mock.calls[0][0]).toMatchObject({
      company: 'Fotoateliér s.r.o.',
      country: 'AT',
      phoneNumber: '+43 6641234567',
    })
  })

  it('starts from a saved address, its phone split into calling code and number', () => {
    renderAddresses(
      <AddressForm address={janaHome} submitLabel="Uložit změny" onSave={jest.fn()} />,
    )
    expect(field('Ulice a\u00a0číslo domu')).toHaveValue('Vinohradská 30')
    expect(field('Firma (nepovinné)')).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Předvolba' })).toHaveValue('+420')
    expect(field('Telefonní číslo')).toHaveValue('777123456')
    expect(screen.getByRole('link', { name: 'Zrušit' })).toHaveAttribute('href', '/profil')
  })

  it('shows the required fields, a short phone and a malformed postcode, and sends nothing', async () => {
    const onSave = jest.fn()
    renderAddresses(<AddressForm submitLabel="Uložit adresu" onSave={onSave} />)
    await userEvent.type(field('PSČ'), '1234')
    await userEvent.type(field('Telefonní číslo'), '123')
    await submit()
    await waitFor(() => expect(field('Jméno')).toHaveAccessibleDescription('Toto pole je povinné.'))
    for (const name of ['Příjmení', 'Ulice a\u00a0číslo domu', 'Město'])
      expect(field(name)).toHaveAccessibleDescription('Toto pole je povinné.')
    expect(field('PSČ')).toHaveAccessibleDescription('Zadejte PSČ ve tvaru 123 45.')
    expect(field('Telefonní číslo')).toHaveAccessibleDescription(
      'Telefonní číslo musí mít alespoň 5 číslic.',
    )
    expect(field('Firma (nepovinné)')).not.toHaveAttribute('aria-invalid')
    expect(onSave).not.toHaveBeenCalled()
  })

  it('takes any postcode outside Czechia and Slovakia', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined)
    renderAddresses(
      <AddressForm
        address={{ ...janaOffice, country: 'DE', zip: '10115' }}
        submitLabel="Uložit změny"
        onSave={onSave}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Uložit změny' }))
    await waitFor(() => expect(onSave).toHaveBeenCalled())
  })

  it("puts the server's 422 on its fields", async () => {
    const onSave = jest.fn().mockRejectedValue(
      new ApiError('status', 'POST /me/addresses answered 422', 422, {
        errors: {
          city: ['Město je příliš dlouhé.'],
          phone_number: ['Telefonní číslo nemá platný tvar.'],
        },
      }),
    )
    renderAddresses(<AddressForm address={janaHome} submitLabel="Uložit změny" onSave={onSave} />)
    await userEvent.click(screen.getByRole('button', { name: 'Uložit změny' }))
    await waitFor(() =>
      expect(field('Město')).toHaveAccessibleDescription('Město je příliš dlouhé.'),
    )
    expect(field('Telefonní číslo')).toHaveAccessibleDescription(
      'Telefonní číslo nemá platný tvar.',
    )
    expect(field('Město')).toHaveFocus()
  })

  it('speaks English labels and messages in English', async () => {
    renderAddresses(<AddressForm submitLabel="Save address" onSave={jest.fn()} />, 'en')
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    )
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/en/profil')
  })

  it('starts a Slovak shopper in Slovakia', () => {
    renderAddresses(<AddressForm submitLabel="Uložiť adresu" onSave={jest.fn()} />, 'sk')
    expect(screen.getByRole('combobox', { name: 'Krajina' })).toHaveValue('SK')
  })
})
