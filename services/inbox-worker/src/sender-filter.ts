/**
 * IMAP_SENDER_FILTER: comma-separated addresses (`jobs@zhipin.com`) or domains (`zhipin.com`, `@zhipin.com`);
 * a domain also matches its subdomains. Empty accepts every sender.
 */
export function senderFilter(spec: string): (address: string) => boolean {
  const entries = spec
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  if (entries.length === 0) return () => true;
  return (address) => {
    const lower = address.trim().toLowerCase();
    const domain = lower.split('@')[1] ?? '';
    return entries.some((entry) =>
      entry.includes('@') ? lower === entry : domain === entry || domain.endsWith(`.${entry}`),
    );
  };
}
