import { href } from '@academy/contracts/app-routes';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DetailLoadError, LoadingState } from '../../components/ui/states';
import { useReward } from '../../features/rewards/api/get-reward';
import { RedemptionPanel } from '../../features/rewards/components/redemption-panel';
import { RewardSummary } from '../../features/rewards/components/reward-summary';
import { useRedemptionForm } from '../../features/rewards/components/use-redemption-form';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';

/** After a successful redemption the page moves to the profile after 1 s. */
export const REDIRECT_AFTER_MS = 1000;

/** The redemption form: shipping details for merchandise, a confirmation for course access. */
export function RewardSubmitPage() {
  const { t } = useTranslation('rewards');
  const { user } = useSession();
  const navigate = useNavigate();
  const rewardId = Number(useParams().rewardId);
  const reward = useReward(rewardId);
  const form = useRedemptionForm();

  useEffect(() => {
    if (!form.success) return;
    const timer = setTimeout(
      () => navigate(href('profile', undefined, { tab: 'redemptions' })),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [form.success, navigate]);

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

  const balance = user?.available_points ?? 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to={href('rewards')} className="text-sm font-medium text-teal-700 hover:underline">
        ← {t('backToRewards')}
      </Link>
      <RewardSummary reward={reward.data} balance={balance} />
      <RedemptionPanel reward={reward.data} balance={balance} form={form} />
    </div>
  );
}

export { RewardSubmitPage as Component };
