import {
  INTERFACE_LANGUAGES,
  type TAdminUser,
  type TCurrentUser,
  type TInterfaceLanguage,
} from '@grant-review/contract';
import type { UserRow } from '../db/schema.js';
import type { TUserWithActivity } from '../users/users.service.js';
import { parseProjectTypes } from '../users/project-types.js';

/** "Anna Muster"; a missing last name leaves no trailing space. */
export const fullName = (firstName: string, lastName: string): string =>
  [firstName, lastName].filter(Boolean).join(' ');

export function presentCurrentUser(user: UserRow): TCurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: fullName(user.first_name, user.last_name),
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: Boolean(user.is_admin),
    accepted_disclaimer: Boolean(user.accepted_disclaimer),
    allowed_project_types: parseProjectTypes(user.allowed_project_types),
    must_change_password: Boolean(user.must_change_password),
    language: isInterfaceLanguage(user.language) ? user.language : null,
  };
}

function isInterfaceLanguage(value: string | null): value is TInterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly (string | null)[]).includes(value);
}

export function presentAdminUser(user: TUserWithActivity): TAdminUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: Boolean(user.is_admin),
    is_active: Boolean(user.is_active),
    accepted_disclaimer: Boolean(user.accepted_disclaimer),
    allowed_project_types: parseProjectTypes(user.allowed_project_types),
    created_at: user.created_at,
    total_revisions_ever_created: user.total_revisions_ever_created,
    revisions_created_last_30_days: user.revisions_created_last_30_days,
  };
}
