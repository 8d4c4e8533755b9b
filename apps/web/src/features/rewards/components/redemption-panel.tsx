import { href } from '@academy/contracts/app-routes';
import type { Reward } from '@academy/contracts/rewards';
import { isShipped } from '@academy/contracts/rewards.rules';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n';
import type { RedemptionFields, RedemptionFormState } from './use-redemption-form';

interface FieldOptions {
  isRequired?: boolean;
  isWide?: boolean;
  type?: string;
}

/** One shipping detail with its label, a star when required, and its problem when it has one. */
function RedemptionField({
  name,
  form,
  options = {},
}: {
  name: keyof RedemptionFields;
  form: RedemptionFormState;
  options?: FieldOptions;
}) {
  const { t } = useTranslation('rewards');
  const { t: fieldText } = useTranslation('fields');
  const { fields, setFields } = form;
  const problem = form.problems[name];
  const message = problem ? fieldText(problem, { defaultValue: problem }) : null;
  const id = `redemption-${name}`;
  return (
    <div
      className={`flex flex-col gap-1 text-sm font-medium text-navy-900 ${options.isWide ? 'sm:col-span-2' : ''}`}
    >
      <label htmlFor={id}>
        {t(`fields.${name}`)}
        {options.isRequired && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {name === 'additional_notes' ? (
        <textarea
          id={id}
          value={fields[name]}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          maxLength={500}
          rows={3}
          className="rounded-lg border border-slate-300 p-2"
        />
      ) : (
        <input
          id={id}
          type={options.type ?? 'text'}
          value={fields[name]}
          required={options.isRequired}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
          className="h-11 rounded-lg border border-slate-300 px-3 aria-[invalid=true]:border-red-600"
        />
      )}
      {message && (
        <span id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </span>
      )}
    </div>
  );
}

/** Where merchandise goes: recipient, phone and address are required, the rest optional. */
function ShippingFields({ form }: { form: RedemptionFormState }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RedemptionField name="recipient_name" form={form} options={{ isRequired: true }} />
      <RedemptionField
        name="recipient_phone"
        form={form}
        options={{ isRequired: true, type: 'tel' }}
      />
      <RedemptionField
        name="shipping_address"
        form={form}
        options={{ isRequired: true, isWide: true }}
      />
      <RedemptionField name="shipping_province" form={form} />
      <RedemptionField name="shipping_city" form={form} />
      <RedemptionField name="shipping_postal_code" form={form} />
      <RedemptionField name="additional_notes" form={form} options={{ isWide: true }} />
    </div>
  );
}

/** What the redemption's panel and form work from: the reward, the balance, the form's state. */
interface RedemptionProps {
  reward: Reward;
  balance: number;
  form: RedemptionFormState;
}

/** The form cannot be sent when the balance falls short, the stock is out, or it has succeeded. */
function RedemptionForm({ reward, balance, form }: RedemptionProps) {
  const { t } = useTranslation('rewards');
  const isShort = balance < reward.points_required;
  const isOutOfStock = reward.available_stock <= 0;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    form.submit(reward);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="mt-8 space-y-4 rounded-2xl border border-slate-200 p-5"
    >
      {isShipped(reward.reward_category_id) ? (
        <ShippingFields form={form} />
      ) : (
        <p>{t('courseAccessNote')}</p>
      )}
      {isShort && (
        <p className="text-sm font-medium text-red-700">
          {t('shortBy', { points: reward.points_required - balance })}
        </p>
      )}
      {form.failure && <ErrorBanner>{form.failure}</ErrorBanner>}
      {form.success && (
        <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
          {form.success}
        </p>
      )}
      <Button
        type="submit"
        disabled={isShort || isOutOfStock || form.success !== null}
        isLoading={form.isPending}
      >
        {form.isPending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

/** A reward out of stock cannot be redeemed: the way back to the others. */
function OutOfStockNote() {
  const { t } = useTranslation('rewards');
  return (
    <div className="mt-8 rounded-2xl border border-slate-200 bg-surface p-5">
      <p className="font-semibold text-navy-900">{t('outOfStockNote')}</p>
      <Link to={href('rewards')} className={`${buttonClasses('secondary')} mt-4`}>
        {t('browseOthers')}
      </Link>
    </div>
  );
}

/**
 * How to redeem: shipping details for merchandise, a confirmation for course access. Out of
 * stock, a note instead, unless this very redemption took the last one (its success stays).
 */
export function RedemptionPanel({ reward, balance, form }: RedemptionProps) {
  return reward.available_stock <= 0 && !form.success ? (
    <OutOfStockNote />
  ) : (
    <RedemptionForm reward={reward} balance={balance} form={form} />
  );
}
