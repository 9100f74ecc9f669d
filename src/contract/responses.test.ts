import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PunchOutFormSchema } from './responses';

describe('PunchOutFormSchema', () => {
  const form = { url: 'https://srm.example/sap/bc/gui/sap/its/bbpsc02', target: '_top', fields: [{ name: '~OkCode', value: 'ADDI' }] };

  it('reads the transfer form as the service answers it, fields in order', () => {
    expect(v.parse(PunchOutFormSchema, form)).toEqual(form);
  });

  it('refuses an address the form must never post to: a script, a relative path, no address', () => {
    for (const url of ['javascript:alert(1)', '/hook', '', 'data:text/html,x']) {
      expect(v.safeParse(PunchOutFormSchema, { ...form, url }).success).toBe(false);
    }
  });
});
