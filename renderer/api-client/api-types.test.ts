import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/api-types.ts';

describe('the renderer’s API types', () => {
  it('are generated from the routes the server has now (npm run generate:api-types)', async () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8').split('\n');
    const current = (await generateApiTypes()).split('\n');
    const firstDifference = current.findIndex((line, i) => line !== committed[i]);
    expect(
      firstDifference === -1 && committed.length === current.length
        ? null
        : `line ${firstDifference + 1}: ${current[firstDifference]}`,
    ).toBeNull();
  });
});
