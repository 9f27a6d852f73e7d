import { describe, expect, it } from 'vitest';
import { it as shared } from '@lavagna/contracts';
import { genderedTexts } from '@lavagna/web-kit';
import { adminIt, resourcesIt } from './it';
import { raItalian } from './ra-it';

describe("the console's Italian texts", () => {
  it('never guess whether the teacher or the accountant is a man or a woman', () => {
    // The spec's own words for a failed Google consent.
    const verbatim = [shared.google.authFailed];
    expect(genderedTexts({ adminIt, resourcesIt, raItalian, shared }, verbatim)).toEqual([]);
  });
});
