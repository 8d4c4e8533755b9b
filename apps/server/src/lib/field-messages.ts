import type { Locale } from '@academy/contracts/common';

/**
 * Messages for fields our contracts and services flag by key (a refinement's `message`, or an
 * AppError field), in both languages; spec §5 gives the Chinese wording of the redemption ones.
 */
export const fieldMessages = {
  passwordsMustMatch: { en: 'Passwords must match.', zh: '两次输入的密码不一致。' },
  recipientNameRequired: { en: 'Recipient name is required.', zh: '收件人姓名不能为空' },
  shippingAddressRequired: { en: 'Shipping address is required.', zh: '收货地址不能为空' },
  recipientPhoneRequired: { en: 'Phone number is required.', zh: '联系电话不能为空' },
  phoneInvalid: { en: 'Enter a valid phone number.', zh: '请输入有效的联系电话' },
  postalCodeInvalid: { en: 'Postal code must be 6 digits.', zh: '邮政编码为6位数字' },
} satisfies Record<string, Record<Locale, string>>;

export type FieldMessageKey = keyof typeof fieldMessages;

export function isFieldMessageKey(key: string | undefined): key is FieldMessageKey {
  return key !== undefined && Object.hasOwn(fieldMessages, key);
}
