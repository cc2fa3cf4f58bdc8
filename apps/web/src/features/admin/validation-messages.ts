/**
 * The create-user form checks with the contract's schemas, whose messages are the spec's English. Shown to the
 * user, each known message is read in the interface's language; any other (a length zod words itself) stays as it is.
 */
import { LIMITS } from '@grant-review/contract';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function translateValidationMessage(t: TFunction<'admin'>, message: string): string {
  switch (message) {
    case 'Enter a valid email address':
      return t('validation.invalidEmail');
    case 'First name is required':
      return t('validation.firstNameRequired');
    case `Password must be at least ${LIMITS.passwordMinLength} characters`:
      return t('validation.passwordTooShort', { min: LIMITS.passwordMinLength });
    case `Password must be at most ${LIMITS.passwordMaxLength} characters`:
      return t('validation.passwordTooLong', { max: LIMITS.passwordMaxLength });
    case 'Select at least one project type':
      return t('validation.projectTypesRequired');
    default:
      return message;
  }
}

/** A field's problem as react-hook-form holds it, with its message in the interface's language. */
export function useTranslatedProblem() {
  const { t } = useTranslation('admin');
  return useCallback(
    (problem: { message?: string } | undefined) =>
      problem?.message ? { message: translateValidationMessage(t, problem.message) } : undefined,
    [t],
  );
}
