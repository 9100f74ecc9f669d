import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateZipCode } from '../../demo-host/service/handlers/checkoutRules';
import { checkRecover } from '../../src/domain/accountForms';
import { RecoverPasswordBody } from '../../src/contract/requests';
import { isEmailAddress, ZIP_CODE_PATTERN } from '../../src/contract/fieldRules';

describe('one email rule for the forms and the request schemas', () => {
  it.each([
    ['buyer@example.com', true],
    ['first.last+orders@greenhouse-supply.co', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['name@localhost', false],
    ['name@example.c', false],
    ['spaces in@example.com', false],
  ])('%s is accepted by the form exactly when the service schema accepts it (%s)', (email, valid) => {
    expect(isEmailAddress(email)).toBe(valid);
    expect(v.safeParse(RecoverPasswordBody, { email }).success).toBe(valid);
    expect(checkRecover({ email }).length === 0).toBe(valid);
  });
});

describe('one zip code rule for the forms, the cart estimate and the reference service', () => {
  it.each([
    ['44021', true],
    ['44021-1234', true],
    ['440211234', false],
    ['4402', false],
    ['44021-12', false],
    ['abcde', false],
  ])('%s is a zip code on both sides: %s', (zip, valid) => {
    expect(ZIP_CODE_PATTERN.test(zip)).toBe(valid);
    expect(validateZipCode(zip).valid).toBe(valid);
  });
});
