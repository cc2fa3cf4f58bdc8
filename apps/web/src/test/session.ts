import type { TCurrentUser } from '@grant-review/contract';
import { vi } from 'vitest';
import type { Session } from '@/lib/session-provider';

/** A signed-in applicant with their own password. */
export const TEST_USER: TCurrentUser = {
  id: 'u1',
  email: 'lea@example.ch',
  name: 'Lea Meier',
  first_name: 'Lea',
  last_name: 'Meier',
  is_admin: false,
  accepted_disclaimer: true,
  allowed_project_types: ['INNOSUISSE_PROJECT'],
  must_change_password: false,
  language: null,
};

/** A fixed session for SessionContextProvider, with spies for its actions. */
export function createTestSession(user: TCurrentUser | null = TEST_USER): Session {
  return {
    user,
    isLoading: false,
    login: vi.fn(),
    logout: vi.fn(),
    refreshUser: vi.fn(() => Promise.resolve()),
    setLanguage: vi.fn(() => Promise.resolve()),
  };
}
