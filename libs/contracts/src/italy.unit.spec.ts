import { PROVINCE_SIGLE } from '@lavagna/domain';
import { PROVINCE_SIGLA, PROVINCES_BY_NAME, provinceNameOf, REGIONS } from './italy.js';

describe('the provinces of sign-up and their sigle', () => {
  it('gives every province of the sign-up list one sigla, none twice', () => {
    const names = Object.values(REGIONS).flat();
    expect(Object.keys(PROVINCE_SIGLA).sort()).toEqual([...names].sort());
    expect(new Set(Object.values(PROVINCE_SIGLA)).size).toBe(names.length);
  });

  it('holds the same sigle as the domain checks billing data with', () => {
    expect(Object.values(PROVINCE_SIGLA).sort()).toEqual([...PROVINCE_SIGLE].sort());
  });

  it('names the recent Sardinian provinces by their sigla', () => {
    expect(provinceNameOf('OT')).toBe('Gallura Nord-Est Sardegna');
    expect(provinceNameOf('SU')).toBe('Sulcis Iglesiente');
    expect(provinceNameOf('RM')).toBe('Roma');
    expect(PROVINCES_BY_NAME[0]).toEqual({ sigla: 'AG', name: 'Agrigento' });
  });
});
