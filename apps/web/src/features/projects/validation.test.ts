import { describe, expect, it } from 'vitest';
import { resolveAllowedTypes, resolveRename, validateProjectForm } from './validation';

describe('project form validation (spec section 5)', () => {
  it('requires a name', () => {
    for (const name of ['', '   ', '\n\t']) {
      const result = validateProjectForm({ name, description: '', project_type: 'INNOSUISSE_PROJECT' });
      expect(result).toEqual({ success: false, errors: { name: 'Project name is required' } });
    }
  });

  it('trims the name and description, and omits an empty description', () => {
    expect(
      validateProjectForm({ name: '  Sensor  ', description: '   ', project_type: 'ETH_PIONEER_FELLOWSHIP' }),
    ).toEqual({
      success: true,
      data: { name: 'Sensor', project_type: 'ETH_PIONEER_FELLOWSHIP' },
    });
    expect(
      validateProjectForm({ name: 'Sensor', description: ' Soil data ', project_type: 'INNOSUISSE_PROJECT' }),
    ).toEqual({
      success: true,
      data: { name: 'Sensor', description: 'Soil data', project_type: 'INNOSUISSE_PROJECT' },
    });
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
