/**
 * The rewards rules, zod-free: the server decides with them, the redemption form and the admin's
 * fulfilment table show them, and the zod schemas in `rewards.ts` are built from them.
 */

import { isShipped, type RewardCategory } from './reward-category.rules';

export * from './reward-category.rules';

export const redemptionStatuses = [
  'pending',
  'approved',
  'shipped',
  'completed',
  'rejected',
] as const;
export type RedemptionStatus = (typeof redemptionStatuses)[number];

/** Which status each admin action may start from, and where it leads. */
export const redemptionTransitions = {
  approve: { from: ['pending'], to: 'approved' },
  ship: { from: ['approved'], to: 'shipped' },
  complete: { from: ['shipped'], to: 'completed' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
} as const satisfies Record<string, { from: readonly RedemptionStatus[]; to: RedemptionStatus }>;
export type RedemptionAction = keyof typeof redemptionTransitions;
export const redemptionActions = [
  'approve',
  'ship',
  'complete',
  'reject',
] as const satisfies readonly RedemptionAction[];

/** Whether `action` may be taken on a redemption in `status`. */
export function canTake(action: RedemptionAction, status: RedemptionStatus): boolean {
  return (redemptionTransitions[action].from as readonly RedemptionStatus[]).includes(status);
}

/** The actions open to an admin for a redemption in `status`, in the order they are offered. */
export function actionsFor(status: RedemptionStatus): RedemptionAction[] {
  return redemptionActions.filter((action) => canTake(action, status));
}

export const POSTAL_CODE_PATTERN = /^\d{6}$/;
/** Digits with optional +, spaces, dashes and brackets. */
export const PHONE_PATTERN = /^\+?[\d\s()-]{7,24}$/;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** A phone number a courier can call: the allowed characters and 7–15 digits in all. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

export function isPostalCode(code: string): boolean {
  return POSTAL_CODE_PATTERN.test(code);
}

export interface ShippingFields {
  recipient_name: string;
  recipient_phone: string;
  shipping_address: string;
  shipping_postal_code: string;
}

/** The message key of each field problem (translated by the server and by the form alike). */
export type ShippingProblem =
  | 'recipientNameRequired'
  | 'recipientPhoneRequired'
  | 'phoneInvalid'
  | 'shippingAddressRequired'
  | 'postalCodeInvalid';

/**
 * What is wrong with the shipping details of a redemption, field by field; empty when
 * nothing is. Merchandise needs a recipient, a phone and an address; a phone or postcode given
 * for anything must be well formed.
 */
export function shippingProblems(
  fields: ShippingFields,
  category: RewardCategory,
): Partial<Record<keyof ShippingFields, ShippingProblem>> {
  const problems: Partial<Record<keyof ShippingFields, ShippingProblem>> = {};
  const name = fields.recipient_name.trim();
  const phone = fields.recipient_phone.trim();
  const address = fields.shipping_address.trim();
  const postcode = fields.shipping_postal_code.trim();
  if (isShipped(category)) {
    if (!name) problems.recipient_name = 'recipientNameRequired';
    if (!phone) problems.recipient_phone = 'recipientPhoneRequired';
    if (!address) problems.shipping_address = 'shippingAddressRequired';
  }
  if (phone && !isPhoneNumber(phone)) problems.recipient_phone = 'phoneInvalid';
  if (postcode && !isPostalCode(postcode)) problems.shipping_postal_code = 'postalCodeInvalid';
  return problems;
}

/** A reward with this many left or fewer counts as low on stock (the admin's stats and table). */
export const LOW_STOCK_THRESHOLD = 5;
