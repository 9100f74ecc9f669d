import { expect, test } from 'vitest';
import { redactLogMessage } from './clientLog';

test('replaces Authorization values and token-shaped strings', () => {
  const token = 'eyJjb21wYW55VXNlcklkIjo0Mn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
  const out = redactLogMessage(`Authorization: Basic ${token}; retry with "jwtToken":"${token}"`);
  expect(out).not.toContain(token);
  expect(out).toContain('Basic [redacted]');
});

test('truncates long messages and says so', () => {
  const out = redactLogMessage('a'.repeat(5000), 100);
  expect(out.startsWith('a'.repeat(100))).toBe(true);
  expect(out).toContain('[truncated]');
});
