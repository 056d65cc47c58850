import { errors, type JWTPayload, jwtVerify } from 'jose';
import { ANON_ROLE, secretBytes } from '../keys/anon-key';
import { RestError } from './rest-error';

const CACHE_LIMIT = 1000;

const invalidToken = (code: string, message: string, details: string | null = null) =>
  new RestError(401, code, message, details, null, {
    'www-authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });

/**
 * Verifies the key the browser sends, as PostgREST does (HS256 with JWT_SECRET) and as
 * Supabase's gateway does for `apikey`. Only the anon role is served: its grants and policies
 * are the whole of what a browser may do. Verified tokens are cached until they expire.
 */
export class RestAuth {
  private readonly key: Uint8Array | null;
  private readonly cache = new Map<string, { claims: JWTPayload; expiresAt: number }>();

  constructor(secret: string | null) {
    this.key = secret ? secretBytes(secret) : null;
  }

  async claimsFor(headers: Record<string, string | string[] | undefined>): Promise<JWTPayload> {
    if (!this.key) throw new RestError(500, 'PGRST300', 'Server lacks JWT secret');
    const authorization = typeof headers.authorization === 'string' ? headers.authorization : undefined;
    const apikey = typeof headers.apikey === 'string' ? headers.apikey : undefined;
    let bearer: string | undefined;
    if (authorization !== undefined) {
      const match = /^Bearer\s*(.*)$/i.exec(authorization.trim());
      if (!match) throw invalidToken('PGRST301', "JWT couldn't be decoded");
      bearer = match[1].trim();
      if (bearer === '') throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
    }
    if (bearer === undefined && !apikey) {
      throw new RestError(401, 'PGRST302', 'Anonymous access is disabled', null, null, { 'www-authenticate': 'Bearer' });
    }
    if (apikey && apikey !== bearer) await this.verify(apikey);
    const claims = await this.verify(bearer ?? apikey!);
    // PostgREST uses its anon role when the claim is absent; any other role is not served here.
    const role = claims.role ?? ANON_ROLE;
    if (role !== ANON_ROLE) {
      throw new RestError(
        403,
        '42501',
        `permission denied to set role ${JSON.stringify(typeof role === 'string' ? role : JSON.stringify(role))}`,
      );
    }
    return claims;
  }

  private async verify(token: string): Promise<JWTPayload> {
    const now = Date.now();
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > now) return cached.claims;
    const parts = token.split('.').length;
    if (parts !== 3) throw invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
    try {
      const { payload } = await jwtVerify(token, this.key!, { algorithms: ['HS256'] });
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(token, { claims: payload, expiresAt: payload.exp ? Math.min(payload.exp * 1000, now + 3_600_000) : now + 3_600_000 });
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw invalidToken('PGRST303', 'JWT expired');
      if (error instanceof errors.JWTClaimValidationFailed) throw invalidToken('PGRST303', 'JWT not yet valid');
      if (error instanceof errors.JOSEAlgNotAllowed)
        throw invalidToken('PGRST301', 'Wrong or unsupported encoding algorithm', 'Only HS256 is accepted');
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        throw invalidToken('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT');
      }
      throw invalidToken('PGRST301', "JWT couldn't be decoded");
    }
  }
}
