import { describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

// Guessable passwords the length and the old list let through (issue 30), with what each side
// says of them: registration and password change share the rule, in both languages.
const guessable = [
  [
    'aaaaaaaa',
    'Too easy to guess: add words or symbols.',
    '太容易被猜到：请加长或混合词语和符号。',
  ],
  ['zzzzzzzz', 'Too easy to guess', '太容易被猜到'],
  ['abcdefgh', 'Too easy to guess', '太容易被猜到'],
  ['wangyang123', 'Too easy to guess', '太容易被猜到'],
  ['academy1', "the academy's name", '本站名称'],
  ['touzixueyuan', "the academy's name", '本站名称'],
  ['password', 'too common', '过于常见'],
  ['woaini1314', 'too common', '过于常见'],
  ['mei.lin2026', 'email address', '邮箱地址'],
] as const;

describe('password strength', () => {
  it('refuses guessable passwords at registration, saying why in both languages', async () => {
    // At once: every registration answers no sooner than its floor (ACCOUNT_MAIL_ANSWER_MS).
    await Promise.all(
      guessable.flatMap(([password, english, chinese]) =>
        (
          [
            ['en', english],
            ['zh-CN', chinese],
          ] as const
        ).map(async ([language, reason]) => {
          const refused = await ctx.post(
            '/api/users/register',
            { email: 'mei.lin@example.com', password },
            { 'accept-language': language },
          );
          expect(refused.statusCode, password).toBe(400);
          expect(refused.json().fields.password, password).toContain(reason);
        }),
      ),
    );
    const strong = await ctx.post('/api/users/register', {
      email: 'mei.lin@example.com',
      password: 'correct horse battery staple',
    });
    expect(strong.statusCode, strong.body).toBe(200);
  });

  it('refuses them as a new password too, in both languages', async () => {
    const user = await buildUser(ctx.db, { email: 'mei.lin@example.com' });
    const headers = await signIn(ctx.app, user);
    for (const [password, english, chinese] of guessable) {
      for (const [language, reason] of [
        ['en', english],
        ['zh-CN', chinese],
      ] as const) {
        const refused = await ctx.post(
          '/api/users/changePassword',
          { current_password: user.password, new_password: password, confirm_password: password },
          { ...headers, 'accept-language': language },
        );
        expect(refused.statusCode, password).toBe(400);
        expect(refused.json().fields.new_password, password).toContain(reason);
      }
    }
  });
});
