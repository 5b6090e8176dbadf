/**
 * The shop's own details. A shop that runs this code changes this file; the texts in `locales/`
 * refer to these values through placeholders ({{companyName}}, {{phone}}, …).
 */
export const shop = {
  shopName: 'Obrazárna',
  companyName: 'Obrazárna s.r.o.',
  companyId: '21436587',
  vatId: 'CZ21436587',
  address: 'Komunardů 1584/42, 170 00 Praha 7',
  phone: '+420 228 880 170',
  email: 'info@obrazarna.cz',
  website: 'https://www.obrazarna.cz',
  bankAccount: '2801234567/2010',
  iban: 'CZ65 2010 0000 0028 0123 4567',
  /** Free delivery from these basket totals, in minor units (haléře, cents). */
  freeShipping: { CZK: 150000, EUR: 6000 },
  /** Court and file of the commercial register, shown through the `registry` text. */
  registryCourt: 'C 398765',
} as const
