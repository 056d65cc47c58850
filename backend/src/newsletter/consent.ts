import { isIPv4, isIPv6 } from 'node:net';

/**
 * The IP kept in a consent record, anonymised: IPv4 keeps its /24 (last octet zeroed), IPv6 its
 * /48. Enough to show roughly where consent came from, not who gave it.
 */
export function anonymizeIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1] : ip;
  if (isIPv4(v4)) return v4.replace(/\.\d+$/, '.0');
  if (!isIPv6(ip)) return null;
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 3)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::`;
}

/** The page the visitor subscribed from: origin and path of the Referer, nothing else. */
export function sourcePage(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return null;
  }
}
