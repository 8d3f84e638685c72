import { describe, expect, it } from 'vitest';
import { stableId } from './stable-id.ts';

describe('stableId', () => {
  it('is the same UUID for the same parts and differs otherwise', () => {
    const id = stableId('application', 'user-1', 'project-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('application', 'user-1', 'project-1')).toBe(id);
    expect(stableId('application', 'user-1', 'project-2')).not.toBe(id);
    expect(stableId('application', 'user-1p', 'roject-1')).not.toBe(id);
  });
});
