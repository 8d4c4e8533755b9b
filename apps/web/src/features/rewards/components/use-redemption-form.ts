import type { RedemptionRequest, Reward } from '@academy/contracts/rewards';
import { isShipped, shippingProblems } from '@academy/contracts/rewards.rules';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useRedeemReward } from '../api/redeem-reward';

export type RedemptionFields = Required<Omit<RedemptionRequest, 'reward_id'>>;
export type RedemptionProblems = Partial<Record<keyof RedemptionFields, string>>;

const emptyFields: RedemptionFields = {
  recipient_name: '',
  recipient_phone: '',
  shipping_address: '',
  shipping_city: '',
  shipping_province: '',
  shipping_postal_code: '',
  additional_notes: '',
};

/**
 * The redemption form's state and its submit. One idempotency key per visit to the form, so the
 * same redemption sent twice (a double click, a retry) redeems once.
 */
export function useRedemptionForm() {
  const { t } = useTranslation('rewards');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const redeem = useRedeemReward(idempotencyKey);
  const [fields, setFields] = useState<RedemptionFields>(emptyFields);
  const [problems, setProblems] = useState<RedemptionProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  /** Checks the shipping details here first, then asks the server; its field problems show too. */
  function submit(reward: Reward) {
    setFailure(null);
    const found = shippingProblems(fields, reward.reward_category_id);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    redeem.mutate(
      { reward_id: reward.reward_id, ...fields },
      {
        onSuccess: () =>
          setSuccess(t(isShipped(reward.reward_category_id) ? 'success' : 'successCourse')),
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            setProblems(error.fields as RedemptionProblems);
          }
          setFailure(
            error instanceof ApiError && error.code !== 'VALIDATION_FAILED'
              ? t(`errors:${error.code}`, { defaultValue: error.message || t('failed') })
              : t('failed'),
          );
        },
      },
    );
  }

  return { fields, setFields, problems, failure, success, isPending: redeem.isPending, submit };
}

export type RedemptionFormState = ReturnType<typeof useRedemptionForm>;
