import { z } from 'zod';
import { Email } from './common.ts';
import { LoginPassword, StrongPassword } from './password.ts';
import { User } from './user.ts';

export const LoginInput = z.object({ email: Email, password: LoginPassword });
export type LoginInput = z.infer<typeof LoginInput>;

export const LoginResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  user: User,
  /**
   * Badge sign-in at a registered kiosk: lets the kiosk queue this person's withdrawals while the
   * server cannot be reached (OFFLINE_GRANT_HOURS). Absent elsewhere.
   */
  offline_grant: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RefreshResponse = LoginResponse.pick({
  access_token: true,
  token_type: true,
  expires_in: true,
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const ChangePasswordInput = z.object({
  current_password: z
    .string({ error: 'Nuvarande lösenord krävs' })
    .min(1, { error: 'Nuvarande lösenord krävs' })
    .max(200, { error: 'Lösenord får vara max 200 tecken' }),
  new_password: z
    .string({ error: 'Nytt lösenord krävs' })
    .min(8, { error: 'Nytt lösenord måste vara minst 8 tecken' })
    .pipe(StrongPassword),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** The profile form adds a confirmation that never leaves the browser. */
export const ChangePasswordForm = z
  .object({
    current_password: ChangePasswordInput.shape.current_password,
    new_password: ChangePasswordInput.shape.new_password,
    confirm_password: z.string(),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    error: 'De nya lösenorden matchar inte',
    path: ['confirm_password'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

export const MessageResponse = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;
