import { describe, expect, it } from 'vitest';
import { generatePassword } from './passwords.js';
import { findPasswordProblem, PASSWORD_ADVICE, releasePasswordEstimator } from './password-rules.js';

const owner = { email: 'nora.keller@example.ch', first_name: 'Nora', last_name: 'Keller' };

describe('findPasswordProblem', () => {
  it('refuses passwords shorter than 10 characters', () => {
    expect(findPasswordProblem('k7#Pq2!zX')).toBe('Password must be at least 10 characters');
    expect(findPasswordProblem('x'.repeat(257))).toBe('Password must be at most 256 characters');
  });

  it.each([
    ['password12', 'This is a commonly used password.'],
    ['Password123!', 'This is a commonly used password.'],
    ['P@ssw0rd2024', 'A single word with numbers or symbols added is easy to guess.'],
    ['1qaz2wsx3edc', 'This is a commonly used password.'],
    ['Summer2024!', 'A single word with numbers or symbols added is easy to guess.'],
    ['Elephant2024!', 'A single word with numbers or symbols added is easy to guess.'],
    ['Matterhorn#1987', 'A single word with numbers or symbols added is easy to guess.'],
    ['Schmetterling1!', 'A single word with numbers or symbols added is easy to guess.'],
    ['Papillon2024!', 'A single word with numbers or symbols added is easy to guess.'],
    ['Farfalla#2024', 'A single word with numbers or symbols added is easy to guess.'],
    ['aaaaaaaaaaaa', 'Repeated or sequential characters like "aaaa" or "1234" are easy to guess.'],
    ['Innosuisse2024!', 'Passwords must not contain your name or email address.'],
  ])('refuses %j: %s', (password, reason) => {
    expect(findPasswordProblem(password)).toBe(`${reason} ${PASSWORD_ADVICE}`);
  });

  it('refuses keyboard walks on QWERTZ, QWERTY and AZERTY keyboards', () => {
    for (const walk of ['qwertzuiop', 'qwertyuiop', 'azertyuiop', 'asdfghjklö', 'yxcvbnm,.-', '0987654321']) {
      expect(findPasswordProblem(walk), walk).toMatch(/easy to guess|commonly used/);
    }
  });

  it("refuses the user's own email address or name, also with digits or symbols added", () => {
    for (const password of ['nora.keller@example.ch', 'nora.keller1', 'NoraKeller!!', 'Keller2024!x']) {
      expect(findPasswordProblem(password, owner), password).toBe(
        `Passwords must not contain your name or email address. ${PASSWORD_ADVICE}`,
      );
    }
    // The same password is acceptable for someone else.
    expect(findPasswordProblem('Keller-Gaensehaut-17', owner)).toBeNull();
  });

  it('accepts passphrases and random passwords', () => {
    for (const password of [
      'correct horse battery staple',
      'bluewhale-jazz-ottoman',
      'Velo fahren am See',
      'MeinHundBello2019',
      'k7#Pq2!zX9wT',
      'my-grant-app-2026',
    ]) {
      expect(findPasswordProblem(password, owner), password).toBeNull();
    }
  });

  it('accepts every generated temporary password', () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const password = generatePassword();
      expect(findPasswordProblem(password), password).toBeNull();
    }
  });

  it('judges a very long password by its start', () => {
    expect(findPasswordProblem(`${'a'.repeat(100)}${'k7#Pq2!zX9'.repeat(10)}`)).toMatch(/Repeated/);
    expect(findPasswordProblem(`bluewhale-jazz-ottoman-${'a'.repeat(200)}`)).toBeNull();
  });
});

describe('password estimator memory', () => {
  it('checks passwords again after the word lists were released', () => {
    expect(findPasswordProblem('Summer2024!')).toMatch(/easy to guess|commonly used/);
    releasePasswordEstimator();
    expect(findPasswordProblem('Summer2024!')).toMatch(/easy to guess|commonly used/);
    expect(findPasswordProblem('quartz-lantern-meadow-42')).toBeNull();
  });
});
