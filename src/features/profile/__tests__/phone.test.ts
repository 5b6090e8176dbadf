import { splitPhoneNumber } from '../phone'

describe('splitPhoneNumber', () => {
  it.each([
    ['+420 777123456', '+420', '777123456'],
    ['+421905123456', '+421', '905123456'],
    ['+49 151 234 567', '+49', '151 234 567'],
  ])('splits %s into its calling code and number', (stored, calling_code, phone_number) => {
    expect(splitPhoneNumber(stored)).toEqual({ calling_code, phone_number })
  })

  it('keeps a number without one of the codes whole, beside the default code', () => {
    expect(splitPhoneNumber('777123456')).toEqual({
      calling_code: '+420',
      phone_number: '777123456',
    })
    expect(splitPhoneNumber(null)).toEqual({ calling_code: '+420', phone_number: '' })
  })
})
