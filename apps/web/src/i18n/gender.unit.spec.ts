import { describe, expect, it } from 'vitest';
import { genderedTexts } from '@lavagna/web-kit';
import * as catalogue from './it';

describe("the student app's Italian texts", () => {
  it('never guess whether the student or the parent is a man or a woman', () => {
    expect(genderedTexts(catalogue)).toEqual([]);
  });
});
