import type { Locale } from '@academy/contracts/rules';
import type { MailMessage } from './mail.service';

type Template = Omit<MailMessage, 'to'>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Plain text and a simple HTML body from the same paragraphs and one call to action. The link
 * goes on the line under its label: no colon to write half-width in Chinese, full-width in English.
 */
function compose(
  subject: string,
  paragraphs: string[],
  action: { label: string; url: string },
): Template {
  const text = [...paragraphs, `${action.label}\n${action.url}`].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.6;color:#0f172a">',
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(action.url)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

/** Every mail the academy sends, in both languages. */
export const mailTemplates = {
  confirmEmail(locale: Locale, link: string): Template {
    return locale === 'zh'
      ? compose(
          '确认您的邮箱 — 投资学院',
          [
            '欢迎加入投资学院！请在24小时内点击下方链接，输入您注册时设置的密码，即可确认邮箱并登录。',
            '如果这不是您本人的操作，请忽略本邮件：不输入您的密码，任何人都无法使用此链接。',
          ],
          { label: '确认邮箱', url: link },
        )
      : compose(
          'Confirm your email — Academy',
          [
            'Welcome to Academy! Open the link below within 24 hours and enter the password you chose when you signed up: that confirms your email and signs you in.',
            'If you did not sign up, ignore this message: without your password nobody can use this link.',
          ],
          { label: 'Confirm email', url: link },
        );
  },

  alreadyRegistered(locale: Locale, loginLink: string, resetLink: string): Template {
    return locale === 'zh'
      ? compose(
          '有人尝试用您的邮箱注册 — 投资学院',
          [
            '有人刚刚尝试使用此邮箱注册投资学院，但该邮箱已有账户。',
            `如果是您本人，请直接登录；忘记密码可在此重设：${resetLink}`,
            '如果不是您本人，请忽略本邮件，您的账户安然无恙。',
          ],
          { label: '登录', url: loginLink },
        )
      : compose(
          'Someone tried to sign up with your email — Academy',
          [
            'Someone just tried to create an Academy account with this email, which already has one.',
            `If it was you, sign in; if you forgot your password, reset it here: ${resetLink}`,
            'If it was not you, ignore this message: your account is unchanged.',
          ],
          { label: 'Sign in', url: loginLink },
        );
  },

  resetPassword(locale: Locale, link: string, minutes: number): Template {
    return locale === 'zh'
      ? compose(
          '重设密码 — 投资学院',
          [
            `我们收到了重设密码的请求。请在${minutes}分钟内点击下方链接设置新密码；设置后，所有已登录的设备都会退出。`,
            '如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。',
          ],
          { label: '重设密码', url: link },
        )
      : compose(
          'Reset your password — Academy',
          [
            `We received a request to reset your password. Open the link below within ${minutes} minutes to choose a new one; every device signed in to your account will be signed out.`,
            'If you did not ask for this, ignore this message: your password stays as it is.',
          ],
          { label: 'Reset password', url: link },
        );
  },

  signInLink(locale: Locale, link: string, minutes: number): Template {
    return locale === 'zh'
      ? compose(
          '您的登录链接 — 投资学院',
          [
            `请在${minutes}分钟内点击下方链接登录。链接只能使用一次；使用后，此前因多次尝试而设置的登录锁定将解除。`,
            '如果这不是您本人的操作，请忽略本邮件：您的账户和密码保持不变。',
          ],
          { label: '登录', url: link },
        )
      : compose(
          'Your sign-in link — Academy',
          [
            `Open the link below within ${minutes} minutes to sign in. It works once, and lifts any lock that failed sign-in attempts put on your account.`,
            'If you did not ask for this, ignore this message: your account and password stay as they are.',
          ],
          { label: 'Sign in', url: link },
        );
  },
};
