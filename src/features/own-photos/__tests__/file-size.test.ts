import { formatFileSize, percentSent } from '../file-size'

describe('formatFileSize', () => {
  it('writes megabytes with a decimal comma, and a small file in kilobytes', () => {
    expect(formatFileSize(14_123_456)).toBe('14,1\u00a0MB')
    expect(formatFileSize(1_000_000)).toBe('1,0\u00a0MB')
    expect(formatFileSize(31_400)).toBe('31\u00a0kB')
    expect(formatFileSize(120)).toBe('1\u00a0kB')
  })
})

describe('percentSent', () => {
  it('never says 100 % before the API has the last byte', () => {
    expect(percentSent(999, 1000, false)).toBe(99)
    expect(percentSent(1000, 1000, false)).toBe(99)
    expect(percentSent(1000, 1000, true)).toBe(100)
    expect(percentSent(0, 0, false)).toBe(0)
  })
})
