import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims of the public anon key. PostgREST switches to the `role` claim for each request. */
export const ANON_ROLE = 'anon';
export const KEY_ISSUER = 'prairieflow';
/** Supabase's anon keys are long-lived too: the key is public, the grants and RLS protect. */
export const ANON_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 60 * 60;
/**
 * A fixed issue time makes the key a pure function of the secret, so every replica that shares
 * JWT_SECRET hands the browser the same key.
 */
const FIXED_ISSUED_AT = 1_763_683_200; // 2025-11-21T00:00:00Z

export const secretBytes = (secret: string) => new TextEncoder().encode(secret);

/** Signs the anon key (HS256) with JWT_SECRET. */
export async function signAnonKey(secret: string, issuedAt = FIXED_ISSUED_AT): Promise<string> {
  return new SignJWT({ role: ANON_ROLE })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(KEY_ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ANON_KEY_LIFETIME_SECONDS)
    .sign(secretBytes(secret));
}

/** Why a configured anon key cannot be used with this secret, or null when it can. */
export async function anonKeyProblem(anonKey: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(anonKey, secretBytes(secret), { algorithms: ['HS256'] });
    return payload.role === ANON_ROLE ? null : `its role claim is ${JSON.stringify(payload.role ?? null)}, not "anon"`;
  } catch (error) {
    if (error instanceof errors.JWTExpired) return 'it has expired';
    if (error instanceof errors.JWSSignatureVerificationFailed) return 'it is not signed with JWT_SECRET';
    return 'it is not an HS256 JWT';
  }
}
