/** Everything a production start needs (see PRODUCTION_SETTINGS in src/config.ts), and no more. */
export const PRODUCTION_ENV = {
  API_PUBLIC_URL: 'https://api.obrazarna.test',
  SITE_URL: 'https://www.obrazarna.test',
  CORS_ORIGINS: 'https://www.obrazarna.test',
  DATABASE_URL: 'postgres://shop@db.obrazarna.test/shop',
  SMTP_URL: 'smtp://mail.obrazarna.test:587',
  MAIL_FROM: 'Obrazárna <obchod@obrazarna.test>',
  BANK_ACCOUNT_HOLDER: 'Tiskárna Test s.r.o.',
  BANK_ACCOUNT_CZK: '19-2000145399/0800',
  BANK_IBAN_CZK: 'CZ6508000000192000145399',
  BANK_IBAN_EUR: 'CZ6907101781240000004159',
  BANK_BIC: 'GIBACZPX',
}
