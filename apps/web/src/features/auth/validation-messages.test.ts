import { LIMITS, ZChangePasswordRequest, ZTokenRequest } from '@grant-review/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from './validation-messages';

const MESSAGES = [
  'Email is required',
  'Password is required',
  'Enter your current password',
  'Current password is required',
  'Current password is incorrect',
  `Password must be at least ${LIMITS.passwordMinLength} characters`,
  `Password must be at most ${LIMITS.passwordMaxLength} characters`,
  'The new passwords do not match',
  'Choose a new password that differs from the current one',
];

describe('translateValidationMessage (account forms)', () => {
  it('keeps every English message as it is', () => {
    const t = i18next.getFixedT('en', 'auth');
    for (const message of MESSAGES) expect(translateValidationMessage(t, message)).toBe(message);
  });

  it('reads every known message in German, French and Italian', () => {
    for (const locale of ['de', 'fr', 'it']) {
      const t = i18next.getFixedT(locale, 'auth');
      for (const message of MESSAGES) expect(translateValidationMessage(t, message), locale).not.toBe(message);
    }
  });

  it("knows the contract's own messages", () => {
    const t = i18next.getFixedT('de', 'auth');
    const token = ZTokenRequest.safeParse({ username: ' ', password: '' });
    const change = ZChangePasswordRequest.safeParse({ current_password: '', new_password: 'short' });
    const messages = [...(token.error?.issues ?? []), ...(change.error?.issues ?? [])].map((issue) => issue.message);
    expect(messages.map((message) => translateValidationMessage(t, message))).toEqual([
      'Bitte geben Sie Ihre E-Mail-Adresse ein',
      'Bitte geben Sie Ihr Passwort ein',
      'Das aktuelle Passwort ist erforderlich',
      `Das Passwort muss mindestens ${LIMITS.passwordMinLength} Zeichen lang sein`,
    ]);
  });

  it('leaves a message it does not know as it is', () => {
    expect(translateValidationMessage(i18next.getFixedT('fr', 'auth'), 'Something else')).toBe('Something else');
  });
});
