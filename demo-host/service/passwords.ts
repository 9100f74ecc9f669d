/**
 * Password and reset-token hashing. Passwords use scrypt with a per-user salt; reset tokens
 * are random and only their SHA-256 is stored, so a copied database cannot reset anyone.
 */
import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

// Lower than scrypt's default cost: seeding and tests hash several passwords, and the demo
// data protects nothing real. A production service would raise N.
const SCRYPT = { N: 4096, r: 8, p: 1 } as const;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32, SCRYPT);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, SCRYPT);
  return timingSafeEqual(expected, actual);
}

export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
