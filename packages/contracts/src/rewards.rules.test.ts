import { describe, expect, it } from 'vitest';
import { redemptionRequestSchema } from './rewards';
import {
  actionsFor,
  canTake,
  isPhoneNumber,
  redemptionStatuses,
  rewardCategories,
  shippingProblems,
} from './rewards.rules';

const address = {
  recipient_name: 'Li Lei',
  recipient_phone: '+86 138-0013-8000',
  shipping_address: '1 Century Avenue',
  shipping_postal_code: '200120',
};

describe('shippingProblems', () => {
  it('asks merchandise for a recipient, a phone and an address, and course access for none', () => {
    const empty = {
      recipient_name: ' ',
      recipient_phone: '',
      shipping_address: '',
      shipping_postal_code: '',
    };
    expect(shippingProblems(empty, rewardCategories.merchandise)).toEqual({
      recipient_name: 'recipientNameRequired',
      recipient_phone: 'recipientPhoneRequired',
      shipping_address: 'shippingAddressRequired',
    });
    expect(shippingProblems(empty, rewardCategories.courseAccess)).toEqual({});
    expect(shippingProblems(address, rewardCategories.merchandise)).toEqual({});
  });

  it('refuses a phone with too few or too many digits and a postcode that is not six digits', () => {
    for (const phone of ['123456', '(((( ))))---', '+1 234 567 890 123 456']) {
      expect(isPhoneNumber(phone), phone).toBe(false);
      expect(
        shippingProblems({ ...address, recipient_phone: phone }, rewardCategories.merchandise),
      ).toEqual({ recipient_phone: 'phoneInvalid' });
    }
    expect(
      shippingProblems(
        { ...address, shipping_postal_code: '20012' },
        rewardCategories.courseAccess,
      ),
    ).toEqual({ shipping_postal_code: 'postalCodeInvalid' });
  });

  it('agrees with the request schema the server validates with', () => {
    for (const phone of ['1234567', '123456', '+86 138 0013 8000', '1234567890123456']) {
      const parsed = redemptionRequestSchema.safeParse({
        reward_id: 1,
        ...address,
        recipient_phone: phone,
      });
      const problems = shippingProblems(
        { ...address, recipient_phone: phone },
        rewardCategories.merchandise,
      );
      expect(parsed.success, phone).toBe(!problems.recipient_phone);
    }
  });
});

describe('redemption transitions', () => {
  it('offers each status only the actions it allows', () => {
    expect(actionsFor('pending')).toEqual(['approve', 'reject']);
    expect(actionsFor('approved')).toEqual(['ship', 'reject']);
    expect(actionsFor('shipped')).toEqual(['complete']);
    expect(actionsFor('completed')).toEqual([]);
    expect(actionsFor('rejected')).toEqual([]);
    for (const status of redemptionStatuses) {
      for (const action of actionsFor(status)) expect(canTake(action, status)).toBe(true);
    }
  });
});
