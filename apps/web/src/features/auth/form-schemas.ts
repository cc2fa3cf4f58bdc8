/**
 * The account forms' schemas, built from the contract's request schemas so that the browser checks what the
 * server checks. Only what the contract cannot know is added here: the field names of the screens, the
 * confirmation field, and the messages these screens show.
 */
import { ZChangePasswordRequest, ZTokenRequest } from '@grant-review/contract';
import { z } from 'zod';
import { ACCOUNT_STRINGS as STRINGS } from './strings';

/** The sign-in form: the token request's rules ('Email is required', 'Password is required'), under 'email'. */
export const ZLoginForm = z.object({
  email: ZTokenRequest.shape.username,
  password: ZTokenRequest.shape.password,
});
export type TLoginFormInput = z.input<typeof ZLoginForm>;

/**
 * Current, new and confirmed password. The body is the contract's change-password request; the screen asks for
 * the current password in its own words, and compares the new one with the confirmation and the current one.
 */
export const ZChangePasswordForm = ZChangePasswordRequest.extend({
  current_password: z
    .string()
    .min(1, { message: STRINGS.currentRequired })
    .pipe(ZChangePasswordRequest.shape.current_password),
  confirmation: z.string(),
})
  .refine((values) => values.new_password === values.confirmation, {
    path: ['confirmation'],
    message: STRINGS.confirmMismatch,
  })
  .refine((values) => values.current_password === '' || values.new_password !== values.current_password, {
    path: ['new_password'],
    message: STRINGS.sameAsCurrent,
  });
export type TChangePasswordFormInput = z.input<typeof ZChangePasswordForm>;
