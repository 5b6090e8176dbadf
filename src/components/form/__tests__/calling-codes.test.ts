import { fullPhoneNumber, splitPhoneNumber } from '../calling-codes'

describe('splitPhoneNumber', () => {
  it('takes the calling code a stored number starts with', () => {
    expect(splitPhoneNumber('+421 905123456')).toEqual({ callingCode: '+421', number: '905123456' })
    expect(splitPhoneNumber('+353871234567')).toEqual({ callingCode: '+353', number: '871234567' })
  })

  it('gives the default code to a number without a known one, and blanks for none', () => {
    expect(splitPhoneNumber('777 123 456')).toEqual({ callingCode: '+420', number: '777 123 456' })
    expect(splitPhoneNumber(null)).toEqual({ callingCode: '+420', number: '' })
  })

  it('is the reverse of fullPhoneNumber', () => {
    expect(splitPhoneNumber(fullPhoneNumber('+49', '1701234567'))).toEqual({
      callingCode: '+49',
      number: '1701234567',
    })
  })
})
