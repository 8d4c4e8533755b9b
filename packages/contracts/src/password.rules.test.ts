import { describe, expect, it } from 'vitest';
import { emailParts, passwordProblem } from './password.rules';

const account = { email: 'mei.lin@example.com' };

describe('passwordProblem', () => {
  it('refuses guessable passwords by strength, not only by list (issue 30)', () => {
    for (const password of ['aaaaaaaa', 'zzzzzzzz', 'abcdefgh', 'wangyang123', 'zhangwei88']) {
      expect(passwordProblem(password, account), password).toBe('passwordWeak');
    }
  });

  it('names a common password or word by itself, Chinese ones included', () => {
    for (const password of ['password', '12345678', 'Football', 'P@ssw0rd', 'woaini1314']) {
      expect(passwordProblem(password, account), password).toBe('passwordTooCommon');
    }
  });

  it("refuses the academy's names in either language", () => {
    for (const password of ['academy1', 'Academy2026!', 'touzixueyuan', '投资学院2026']) {
      expect(passwordProblem(password, account), password).toBe('passwordHasProductName');
    }
  });

  it('refuses the email and passwords made of its parts', () => {
    for (const password of [
      'MEI.LIN@example.com',
      'mei.lin',
      'mei.lin1',
      'meilin2026',
      'example2026',
    ]) {
      expect(passwordProblem(password, account), password).toBe('passwordIsEmail');
    }
  });

  it('refuses blank and unchanged passwords', () => {
    expect(passwordProblem('        ', account)).toBe('passwordBlank');
    const current = 'brand-new-passphrase';
    expect(passwordProblem(current, { ...account, currentPassword: current })).toBe(
      'passwordUnchanged',
    );
  });

  it('accepts passwords that are hard to guess', () => {
    for (const password of [
      'journey-demo-passphrase',
      'brand-new-passphrase',
      'correct horse battery staple',
      'k7#Lp2!qZx',
    ]) {
      expect(passwordProblem(password, account), password).toBeUndefined();
    }
  });

  it('judges only the first 64 characters, which bounds its work on a request anyone may send', () => {
    const weak = 'a'.repeat(64);
    expect(passwordProblem(`${weak}Zq7!vR2#mK9$`, account)).toBe('passwordWeak');
    expect(passwordProblem(`Zq7!vR2#mK9$${weak}`, account)).toBeUndefined();
  });
});

describe('emailParts', () => {
  it('takes the address, its local part and its words, not the top-level domain', () => {
    expect(emailParts(' Wang.Yang88@QQ.com ')).toEqual([
      'wang.yang88@qq.com',
      'wang.yang88',
      'wangyang88',
      'wang',
      'yang88',
    ]);
  });
});
