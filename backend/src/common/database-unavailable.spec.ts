import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused socket', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['an admin shutdown', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['a Prisma P1001', { code: 'P1001', message: "Can't reach database server" }],
    ['a driver-adapter error nested in cause', { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable' } }],
    ['a Prisma error wrapping the driver in meta', { code: 'P2010', meta: { driverAdapterError: { cause: { originalCode: '08006' } } } }],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', { code: 'P2002' }],
    ['a syntax error', { code: '42601' }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
