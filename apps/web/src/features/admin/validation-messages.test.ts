import { LIMITS, ZCreateUserRequest } from '@grant-review/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translateValidationMessage } from './validation-messages';

describe('translateValidationMessage (create user)', () => {
  const invalid = ZCreateUserRequest.safeParse({
    email: 'not-an-address',
    first_name: ' ',
    password: 'short',
    allowed_project_types: [],
  });
  const messages = (invalid.error?.issues ?? []).map((issue) => issue.message);

  it("covers the contract's messages and keeps them in English", () => {
    expect(messages).toEqual([
      'Enter a valid email address',
      'First name is required',
      `Password must be at least ${LIMITS.passwordMinLength} characters`,
      'Select at least one project type',
    ]);
    const t = i18next.getFixedT('en', 'admin');
    for (const message of messages) expect(translateValidationMessage(t, message)).toBe(message);
    expect(translateValidationMessage(t, `Password must be at most ${LIMITS.passwordMaxLength} characters`)).toBe(
      `Password must be at most ${LIMITS.passwordMaxLength} characters`,
    );
  });

  it('reads them in German and Italian', () => {
    expect(messages.map((message) => translateValidationMessage(i18next.getFixedT('de', 'admin'), message))).toEqual([
      'Geben Sie eine gültige E-Mail-Adresse ein',
      'Der Vorname ist erforderlich',
      `Das Passwort muss mindestens ${LIMITS.passwordMinLength} Zeichen lang sein`,
      'Wählen Sie mindestens einen Projekttyp',
    ]);
    const t = i18next.getFixedT('it', 'admin');
    for (const message of messages) expect(translateValidationMessage(t, message)).not.toBe(message);
  });
});
