/** Codes and kinds that mean "the database cannot be reached right now" (not a bad query). */
const UNAVAILABLE = new Set([
  // Node / pg socket errors
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, connection exceptions, too many connections
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  // Prisma: can't reach server, timeout, server closed the connection, pool timeout
  'P1001',
  'P1002',
  'P1008',
  'P1017',
  'P2024',
  // Prisma driver-adapter error kinds
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

/**
 * True when an error (or anything it wraps: Prisma nests the driver's error in `cause` and
 * `meta`) says the database is unreachable, so the API can answer 503 instead of a bare 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Record<string, unknown>;
  for (const key of ['code', 'originalCode', 'kind', 'errorCode']) {
    if (typeof e[key] === 'string' && UNAVAILABLE.has(e[key])) return true;
  }
  if (
    typeof e.message === 'string' &&
    /can't reach database server|connection terminated|Connection terminated unexpectedly/i.test(e.message)
  ) {
    return true;
  }
  return ['cause', 'meta', 'driverAdapterError', 'error'].some((key) => isDatabaseUnavailable(e[key], depth + 1));
}
