import type { Activity } from '@academy/contracts/home';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import { localized } from '../../../lib/localized';

/** Up to two activity cards; clicking an image opens it large in a modal. */
export function ActivityCards({ activities }: { activities: Activity[] }) {
  const { t, locale } = useTranslation('home');
  const [open, setOpen] = useState<Activity | null>(null);
  const image = (activity: Activity) =>
    (locale === 'zh' && activity.image_url_zh) || activity.image_url;

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {activities.map((activity) => {
          const title = localized(activity, 'title', locale);
          return (
            <li
              key={activity.id}
              className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <button
                type="button"
                onClick={() => setOpen(activity)}
                aria-label={t('activities.open', { title })}
                className="block w-full"
              >
                <img
                  src={image(activity)}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  className="aspect-[16/9] w-full object-cover transition-transform hover:scale-[1.02]"
                />
              </button>
              <div className="space-y-2 p-5">
                {activity.tag && (
                  <span className="text-xs font-bold uppercase tracking-wide text-teal-700">
                    {localized(activity, 'tag', locale)}
                  </span>
                )}
                <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
                <p className="text-sm text-muted">{localized(activity, 'desc', locale)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <Modal
        isOpen={open !== null}
        title={open ? localized(open, 'title', locale) : ''}
        onClose={() => setOpen(null)}
      >
        {open && (
          <div className="space-y-3">
            <img
              src={image(open)}
              alt={localized(open, 'title', locale)}
              width={960}
              height={540}
              className="w-full rounded-xl"
            />
            <p>{localized(open, 'desc', locale)}</p>
          </div>
        )}
      </Modal>
    </>
  );
}
