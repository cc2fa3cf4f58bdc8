import { describe, expect, it } from 'vitest';
import { LIMITS } from '@grant-review/contract';
import { resolveAllowedTypes, resolveRename, ZProjectForm, ZRenameProjectForm } from './validation';

describe('project form validation (spec section 5)', () => {
  it('requires a name', () => {
    for (const name of ['', '   ', '\n\t']) {
      const result = ZProjectForm.safeParse({ name, description: '', project_type: 'INNOSUISSE_PROJECT' });
      expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
        { path: ['name'], message: 'Project name is required' },
      ]);
    }
  });

  it('trims the name and description, and omits an empty description', () => {
    expect(
      ZProjectForm.parse({ name: '  Sensor  ', description: '   ', project_type: 'ETH_PIONEER_FELLOWSHIP' }),
    ).toStrictEqual({ name: 'Sensor', project_type: 'ETH_PIONEER_FELLOWSHIP' });
    expect(
      ZProjectForm.parse({ name: 'Sensor', description: ' Soil data ', project_type: 'INNOSUISSE_PROJECT' }),
    ).toStrictEqual({ name: 'Sensor', description: 'Soil data', project_type: 'INNOSUISSE_PROJECT' });
  });

  it('renames with the contract’s rules for a project name', () => {
    expect(ZRenameProjectForm.parse({ name: ' Beta ' })).toEqual({ name: 'Beta' });
    expect(
      ZRenameProjectForm.safeParse({ name: 'x'.repeat(LIMITS.projectNameMaxLength + 1) }).error?.issues[0]?.message,
    ).toBe(`Project name must be at most ${LIMITS.projectNameMaxLength} characters`);
  });

  it('cancels a rename that is empty or unchanged', () => {
    expect(resolveRename('Alpha', '')).toBeNull();
    expect(resolveRename('Alpha', '   ')).toBeNull();
    expect(resolveRename('Alpha', ' Alpha ')).toBeNull();
    expect(resolveRename('Alpha', ' Beta ')).toBe('Beta');
  });

  it('defaults the allowed types to both when missing', () => {
    expect(resolveAllowedTypes(undefined)).toEqual(['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP']);
    expect(resolveAllowedTypes([])).toEqual(['INNOSUISSE_PROJECT', 'ETH_PIONEER_FELLOWSHIP']);
    expect(resolveAllowedTypes(['ETH_PIONEER_FELLOWSHIP'])).toEqual(['ETH_PIONEER_FELLOWSHIP']);
  });
});
