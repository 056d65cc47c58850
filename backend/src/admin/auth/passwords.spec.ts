import { PasswordVerifier, hashPassword, passwordProblem } from './passwords';

describe('operator passwords', () => {
  it('need 12 to 128 characters and must not be common; no composition rules', () => {
    expect(passwordProblem('short pass')).toBe('Password must be at least 12 characters');
    expect(passwordProblem('x'.repeat(129))).toBe('Password must be at most 128 characters');
    for (const weak of ['password1234', 'PASSWORD1234', 'qwertyuiop123', 'iloveyou!!!!', 'aaaaaaaaaaaa', '123456789012']) {
      expect({ weak, problem: passwordProblem(weak) }).toEqual({
        weak,
        problem: 'This password is too common. Choose one that is harder to guess.',
      });
    }
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(passwordProblem('prairie wheat fields at dusk')).toBeNull();
  });

  it('are stored as argon2id and verified; an unknown account still runs argon2', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const verifier = new PasswordVerifier();
    expect(await verifier.verify(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifier.verify(hash, 'wrong')).toBe(false);
    const started = performance.now();
    expect(await verifier.verify(null, 'anything')).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});
