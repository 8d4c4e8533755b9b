import { z } from 'zod';
import { envelope, idSchema, localeSchema } from './common';
import { EMAIL_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ pattern: EMAIL_PATTERN }).max(254));
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const roleSchema = z.enum(['admin', 'teacher', 'student']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema,
  language_preference: localeSchema,
  available_points: z.number().int(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** An opaque token from a mail link or a device, as the client hands it back. */
const opaqueTokenSchema = z.string().min(16).max(100);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The token this browser got at an earlier sign-in to this account (its own attempt budget). */
  device_token: opaqueTokenSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: z.string().trim().max(100).optional(),
  language_preference: localeSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const sessionSchema = z.object({
  user: userSchema,
  token: z.string(),
  /** Kept by the browser and sent with later sign-ins to this account. */
  device_token: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionResponseSchema = envelope(sessionSchema);

/**
 * What registering answers, for a new address and a taken one alike: check your mail. A new
 * address gets a confirmation link; the owner of a taken one is told someone tried.
 */
export const registrationResponseSchema = envelope(z.object({ email: z.string() }));

/**
 * Confirming an address takes its link and the password the sign-up chose: whoever proves the
 * address also shows they chose the password, so no other registrant's password gets in.
 */
export const confirmEmailRequestSchema = z.object({
  token: opaqueTokenSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** Asks for a one-time sign-in link by mail: the owner's way in while guessers lock the account. */
export const signInLinkRequestSchema = z.object({ email: emailSchema });

export const useSignInLinkRequestSchema = z.object({ token: opaqueTokenSchema });
export type UseSignInLinkRequest = z.infer<typeof useSignInLinkRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z
  .object({
    token: opaqueTokenSchema,
    new_password: passwordSchema,
    confirm_password: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    path: ['confirm_password'],
    message: 'passwordsMustMatch',
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const userResponseSchema = envelope(userSchema);

export const verifyQuerySchema = z.object({ token: z.string().max(200).optional() });
export const verifyResponseSchema = envelope(
  z.object({ valid: z.literal(true), user: userSchema }),
);

/** `user_id` is accepted because the spec's client sends it, but the token decides whose password changes. */
export const changePasswordRequestSchema = z
  .object({
    user_id: idSchema.optional(),
    current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
    new_password: passwordSchema,
    confirm_password: z.string(),
  })
  .refine((body) => body.new_password === body.confirm_password, {
    path: ['confirm_password'],
    message: 'passwordsMustMatch',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  language_preference: localeSchema,
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const setLanguageRequestSchema = z.object({ language: localeSchema });
export type SetLanguageRequest = z.infer<typeof setLanguageRequestSchema>;
