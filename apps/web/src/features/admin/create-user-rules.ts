import { PROJECT_TYPES, type TProjectType } from '@grant-review/contract';

/** The create-user form's fields: the contract's create-user request, each field present. */
export interface CreateUserFormValues {
  email: string;
  first_name: string;
  last_name: string;
  password: string;
  is_admin: boolean;
  allowed_project_types: TProjectType[];
}

/** Defaults: empty strings, not admin, both project types. */
export function emptyCreateUserForm(): CreateUserFormValues {
  return {
    email: '',
    first_name: '',
    last_name: '',
    password: '',
    is_admin: false,
    allowed_project_types: [...PROJECT_TYPES],
  };
}

/** 'Create User' is enabled only when email, first name and password are filled in (last name is optional). */
export function isCreateUserReady(values: Pick<CreateUserFormValues, 'email' | 'first_name' | 'password'>): boolean {
  return values.email.trim() !== '' && values.first_name.trim() !== '' && values.password !== '';
}

/** Save is disabled in the project-types dialog when no type is selected. */
export function canSaveProjectTypes(selected: readonly TProjectType[]): boolean {
  return selected.length > 0;
}

export function toggleProjectType(
  selected: readonly TProjectType[],
  type: TProjectType,
  isChecked: boolean,
): TProjectType[] {
  const next = isChecked ? [...selected, type] : selected.filter((item) => item !== type);
  return PROJECT_TYPES.filter((item) => next.includes(item));
}
