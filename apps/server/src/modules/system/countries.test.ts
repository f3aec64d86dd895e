import { countryListSchema } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { countries } from './countries.ts';
import { countryList } from './service.ts';

describe('country list', () => {
  it('has at least 60 countries, each once, with names in both languages', () => {
    expect(countries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial).toMatch(/^[1-9]\d{0,3}$/);
      expect(c.name.EN).not.toBe('');
      expect(c.name.CN).toMatch(/\p{Script=Han}/u);
    }
  });

  it('has the codes of well-known countries right', () => {
    const dial = Object.fromEntries(countries.map((c) => [c.code, c.dial]));
    expect(dial).toMatchObject({ CN: '86', US: '1', GB: '44', VN: '84', TH: '66', PH: '63', IN: '91', RU: '7' });
  });

  it('matches the contract in either language', () => {
    expect(countryListSchema.parse(countryList('EN'))[0]).toEqual({
      countryCode: 'CN',
      countryDialingCode: '86',
      name: 'China',
    });
    expect(countryList('CN')[0]?.name).toBe('中国');
  });
});
