import maxmind, { type CountryResponse } from 'maxmind';

/** A visitor's country code (ISO 3166-1 alpha-2) from their address, or '' when the database does not know it. */
export type CountryLookup = (ip: string) => string;

/**
 * Opens a MaxMind country database (GeoLite2-Country or GeoIP2-Country, `.mmdb`). It is read whole into memory
 * at start-up, so a missing or unreadable file stops the service there instead of at the first visitor.
 */
export async function openCountryLookup(path: string): Promise<CountryLookup> {
  const reader = await maxmind.open<CountryResponse>(path);
  return (ip) => {
    // IPv4 visitors reach a dual-stack socket as IPv4-mapped IPv6 addresses.
    const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
    if (!maxmind.validate(address)) return '';
    try {
      const found = reader.get(address);
      return found?.country?.iso_code ?? found?.registered_country?.iso_code ?? '';
    } catch {
      // An IPv6 address against an IPv4-only database, for one.
      return '';
    }
  };
}
