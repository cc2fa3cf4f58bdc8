/**
 * The account forms check with the contract's schemas and the form schemas built on them, whose messages are the
 * spec's English. Shown to the user, each known message is read in the interface's language; any other stays as it is.
 */
import { LIMITS } from '@grant-review/contract';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MESSAGES } from './form-schemas';

export function translateValidationMessage(t: TFunction<'auth'>, message: string): string {
  switch (message) {
    case 'Email is required':
      return t('validation.emailRequired');
    case 'Password is required':
      return t('validation.passwordRequired');
    case FORM_MESSAGES.currentRequired:
      return t('validation.currentRequired');
    case 'Current password is required':
      return t('validation.currentPasswordRequired');
    case 'Current password is incorrect':
      return t('validation.currentIncorrect');
    case `Password must be at least ${LIMITS.passwordMinLength} characters`:
      return t('validation.passwordTooShort', { min: LIMITS.passwordMinLength });
    case `Password must be at most ${LIMITS.passwordMaxLength} characters`:
      return t('validation.passwordTooLong', { max: LIMITS.passwordMaxLength });
    case FORM_MESSAGES.confirmMismatch:
      return t('validation.confirmMismatch');
    case FORM_MESSAGES.sameAsCurrent:
      return t('validation.sameAsCurrent');
    default:
      return message;
  }
}

/** A field's problem as react-hook-form holds it, with its message in the interface's language. */
export function useTranslatedProblem() {
  const { t } = useTranslation('auth');
  return useCallback(
    (problem: { message?: string } | undefined) =>
      problem?.message ? { message: translateValidationMessage(t, problem.message) } : undefined,
    [t],
  );
}
