/** What the account screens say, in one place until the app is translated. */
export const ACCOUNT_STRINGS = {
  changePasswordTitle: 'Change password',
  changePasswordDescription: 'Your other devices will be signed out.',
  requiredTitle: 'Choose a new password',
  requiredDescription: 'You signed in with a temporary password. Choose your own password to continue.',
  currentPassword: 'Current password',
  temporaryPassword: 'Temporary password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  newPasswordHint: (minLength: number) =>
    `At least ${minLength} characters. Common passwords, keyboard patterns and your name are refused.`,
  submit: 'Change password',
  submitting: 'Changing...',
  cancel: 'Cancel',
  logout: 'Logout',
  success: 'Password changed',
  failure: 'Failed to change password',
  currentRequired: 'Enter your current password',
  confirmMismatch: 'The new passwords do not match',
  sameAsCurrent: 'Choose a new password that differs from the current one',
} as const;
