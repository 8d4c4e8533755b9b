import { href } from '@academy/contracts/app-routes';
import type { RedemptionRequest } from '@academy/contracts/rewards';
import { isShipped, shippingProblems } from '@academy/contracts/rewards.rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBanner } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { DetailLoadError, LoadingState } from '../../components/ui/states';
import { useRedeemReward, useReward } from '../../features/rewards/api/rewards';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { localized } from '../../lib/localized';
import { useSession } from '../../lib/session';

/** After a successful redemption the page moves to the profile after 1 s. */
export const REDIRECT_AFTER_MS = 1000;

type Fields = Required<Omit<RedemptionRequest, 'reward_id'>>;
const emptyFields: Fields = {
  recipient_name: '',
  recipient_phone: '',
  shipping_address: '',
  shipping_city: '',
  shipping_province: '',
  shipping_postal_code: '',
  additional_notes: '',
};

/** The redemption form: shipping details for merchandise, a confirmation for course access. */
export function RewardSubmitPage() {
  const { t, locale } = useTranslation('rewards');
  const { t: fieldText } = useTranslation('fields');
  const { user } = useSession();
  const navigate = useNavigate();
  const rewardId = Number(useParams().rewardId);
  const reward = useReward(rewardId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const redeem = useRedeemReward(idempotencyKey);
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [problems, setProblems] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(
      () => navigate(href('profile', undefined, { tab: 'redemptions' })),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [success, navigate]);

  if (reward.isPending) return <LoadingState />;
  if (reward.isError) {
    return (
      <DetailLoadError
        error={reward.error}
        notFoundTitle={t('notFound')}
        back={{ to: href('rewards'), label: t('backToRewards') }}
        errorMessage={t('error')}
        onRetry={() => void reward.refetch()}
      />
    );
  }

  const item = reward.data;
  const isMerchandise = isShipped(item.reward_category_id);
  const balance = user?.available_points ?? 0;
  const isShort = balance < item.points_required;
  const isOutOfStock = item.available_stock <= 0;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const found = shippingProblems(fields, item.reward_category_id);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    redeem.mutate(
      { reward_id: item.reward_id, ...fields },
      {
        onSuccess: () => setSuccess(t(isMerchandise ? 'success' : 'successCourse')),
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
            setProblems(error.fields as Partial<Record<keyof Fields, string>>);
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

  const field = (
    name: keyof Fields,
    options: { isRequired?: boolean; isWide?: boolean; type?: string } = {},
  ) => {
    const problem = problems[name];
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
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={href('rewards')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('backToRewards')}
      </Link>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row">
        {item.image_url && (
          <img
            src={item.image_url}
            alt=""
            width={240}
            height={180}
            className="h-44 w-60 rounded-2xl object-cover"
          />
        )}
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-navy-900">{localized(item, 'title', locale)}</h1>
          <p className="text-muted">{localized(item, 'description', locale)}</p>
          <p className="font-semibold text-amber-800">
            {t('common:points', { count: item.points_required })}
          </p>
          <p className="text-sm text-muted">
            {t('balance', { count: balance })} ·{' '}
            {isOutOfStock ? t('outOfStock') : t('inStock', { count: item.available_stock })}
          </p>
        </div>
      </div>
      {isOutOfStock && !success ? (
        <div className="mt-8 rounded-2xl border border-slate-200 bg-surface p-5">
          <p className="font-semibold text-navy-900">{t('outOfStockNote')}</p>
          <Link to={href('rewards')} className={`${buttonClasses('secondary')} mt-4`}>
            {t('browseOthers')}
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit}
          className="mt-8 space-y-4 rounded-2xl border border-slate-200 p-5"
        >
          {isMerchandise ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {field('recipient_name', { isRequired: true })}
              {field('recipient_phone', { isRequired: true, type: 'tel' })}
              {field('shipping_address', { isRequired: true, isWide: true })}
              {field('shipping_province')}
              {field('shipping_city')}
              {field('shipping_postal_code')}
              {field('additional_notes', { isWide: true })}
            </div>
          ) : (
            <p>{t('courseAccessNote')}</p>
          )}
          {isShort && (
            <p className="text-sm font-medium text-red-700">
              {t('shortBy', { points: item.points_required - balance })}
            </p>
          )}
          {failure && <ErrorBanner>{failure}</ErrorBanner>}
          {success && (
            <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-900">
              {success}
            </p>
          )}
          <Button
            type="submit"
            disabled={isShort || isOutOfStock || success !== null}
            isLoading={redeem.isPending}
          >
            {redeem.isPending ? t('submitting') : t('submit')}
          </Button>
        </form>
      )}
    </div>
  );
}

export { RewardSubmitPage as Component };
