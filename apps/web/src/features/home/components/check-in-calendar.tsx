import type { SignInStatus } from '@academy/contracts/points';
import type { Locale } from '@academy/contracts/rules';
import { type ReactNode, useId, useState } from 'react';
import { ErrorBanner } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { describeError } from '../../../lib/errors';
import { formatCalendarDay } from '../../../lib/format';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSignInStatus } from '../api/daily-signin';
import { useMakeUpDay } from '../api/make-up-day';

/** English calendars start on Sunday, Chinese ones on Monday. */
const weekStartOf = (locale: Locale) => (locale === 'zh' ? 1 : 0);

/** November 2026 starts on a Sunday: its first week names the weekdays. */
const WEEK_OF_NAMES = '2026-11';

/** A calendar cell: a day of the shown month, or of a neighbour's, which is left blank. */
export interface CalendarCell {
  day: string;
  isInMonth: boolean;
}

/** The weeks of the month of `today`, each seven days long, from the locale's first weekday. */
export function monthWeeks(today: string, weekStart: number): CalendarCell[][] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const first = new Date(Date.UTC(year, month - 1, 1));
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const count = Math.ceil((lead + length) / 7) * 7;
  const cells = Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, 1 + index - lead));
    return { day: date.toISOString().slice(0, 10), isInMonth: date.getUTCMonth() === month - 1 };
  });
  return Array.from({ length: count / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

type DayKind = 'signed' | 'makeUp' | 'notSigned' | 'upcoming';

function kindOf(day: string, status: SignInStatus): DayKind {
  if (status.month_days.includes(day)) return 'signed';
  if (day > status.day) return 'upcoming';
  if (status.makeup.can_make_up && status.makeup.days.includes(day)) return 'makeUp';
  return 'notSigned';
}

/** What a screen reader hears for a day: its date and its state. */
function dayLabel(day: string, kind: DayKind, status: SignInStatus, t: TFunction, date: string) {
  if (day === status.day)
    return t(kind === 'signed' ? 'calendar.todaySigned' : 'calendar.today', { date });
  if (kind === 'makeUp') return t('calendar.makeUpDay', { date, count: status.makeup.cost });
  if (kind === 'upcoming') return date;
  return t(kind === 'signed' ? 'calendar.signed' : 'calendar.notSigned', { date });
}

const cellClasses =
  'flex h-10 w-full flex-col items-center justify-center rounded-lg text-sm tabular-nums sm:h-12';

const dayClasses: Record<DayKind, string> = {
  signed: 'bg-teal-600 text-white',
  makeUp: 'border-2 border-dashed border-amber-500 text-navy-900 hover:bg-amber-50',
  notSigned: 'text-slate-500',
  upcoming: 'text-navy-900',
};

/** A missed day that can be made up: opens the confirmation. */
function MakeUpButton({
  label,
  onChoose,
  className,
  children,
}: {
  label: string;
  onChoose(): void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onChoose}
      className={`${className} ${dayClasses.makeUp} font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-900`}
    >
      {children}
    </button>
  );
}

/** The line under the grid: the make-up offer, or why there is none although a day was missed. */
function offerText({ makeup }: SignInStatus, t: TFunction) {
  if (makeup.days.length === 0 || makeup.monthly_limit === 0) return null;
  if (makeup.remaining === 0) return t('calendar.noneLeft');
  if (!makeup.can_make_up) return t('calendar.needPoints', { count: makeup.cost });
  return t('calendar.offer', { count: makeup.cost, remaining: makeup.remaining });
}

/** The heading with the current streak and the next milestone. */
function CalendarHeader({ headingId, status }: { headingId: string; status: SignInStatus }) {
  const { t } = useTranslation('home');
  return (
    <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
      <h3 id={headingId} className="text-lg font-semibold">
        {t('calendar.heading')}
      </h3>
      <div className="text-right">
        <p className="text-sm font-semibold text-teal-700">
          {status.streak > 0
            ? t('calendar.streak', { count: status.streak })
            : t('calendar.streakNone')}
        </p>
        {status.next_milestone && (
          <p className="text-xs text-muted">
            {t('calendar.nextMilestone', {
              count: status.next_milestone.days,
              milestone: status.next_milestone.milestone,
            })}
          </p>
        )}
      </div>
    </div>
  );
}

interface DayProps {
  status: SignInStatus;
  format(day: string): string;
  onChoose(day: string): void;
}

/** A day of the month: its state for the eye and the ear, and a button when it can be made up. */
function DayCell({ day, status, format, onChoose }: DayProps & { day: string }) {
  const { t } = useTranslation('home');
  const kind = kindOf(day, status);
  const isToday = day === status.day;
  const label = dayLabel(day, kind, status, t, format(day));
  const classes = `${cellClasses} ${isToday ? 'ring-2 ring-navy-900 ring-offset-1' : ''}`;
  return (
    <td aria-current={isToday ? 'date' : undefined}>
      {kind === 'makeUp' ? (
        <MakeUpButton label={label} onChoose={() => onChoose(day)} className={classes}>
          <span aria-hidden>{Number(day.slice(8))}</span>
          <span aria-hidden className="hidden text-[10px] leading-none sm:block">
            {t('calendar.makeUpShort')}
          </span>
        </MakeUpButton>
      ) : (
        <span className={`${classes} ${dayClasses[kind]}`}>
          <span aria-hidden>{Number(day.slice(8))}</span>
          <span className="sr-only">{label}</span>
        </span>
      )}
    </td>
  );
}

/** The month as a table of weeks, under the locale's weekday names. */
function MonthGrid(props: DayProps) {
  const { locale } = useTranslation('home');
  const { status } = props;
  const weekStart = weekStartOf(locale);
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const day = `${WEEK_OF_NAMES}-0${1 + ((index + weekStart) % 7)}`;
    return {
      day,
      short: formatCalendarDay(day, locale, { weekday: 'narrow' }),
      long: formatCalendarDay(day, locale, { weekday: 'long' }),
    };
  });
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center">
      <caption className="pb-2 text-left text-sm text-muted">
        {formatCalendarDay(status.day, locale, { year: 'numeric', month: 'long' })}
      </caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.day} scope="col" className="text-xs font-medium text-muted">
              <abbr title={weekday.long} className="no-underline">
                {weekday.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(status.day, weekStart).map((week) => (
          <tr key={week[0]?.day}>
            {week.map(({ day, isInMonth }) =>
              isInMonth ? <DayCell key={day} day={day} {...props} /> : <td key={day} />,
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the filled, outlined and dashed days mean (the cells say it to a screen reader). */
function CalendarLegend() {
  const { t } = useTranslation('home');
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
      <li className="flex items-center gap-1">
        <span className="size-3 rounded bg-teal-600" /> {t('calendar.legend.signed')}
      </li>
      <li className="flex items-center gap-1">
        <span className="size-3 rounded ring-2 ring-navy-900" /> {t('calendar.legend.today')}
      </li>
      <li className="flex items-center gap-1">
        <span className="size-3 rounded border-2 border-dashed border-amber-500" />{' '}
        {t('calendar.legend.makeUp')}
      </li>
    </ul>
  );
}

/** Last month's missed days that can still be made up, newest first. */
function EarlierMakeUps({ days, status, format, onChoose }: DayProps & { days: string[] }) {
  const { t } = useTranslation('home');
  const earlierId = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <span id={earlierId}>{t('calendar.earlier')}</span>
      <ul aria-labelledby={earlierId} className="flex flex-wrap gap-2">
        {days.map((day) => (
          <li key={day}>
            <MakeUpButton
              label={t('calendar.makeUpDay', { date: format(day), count: status.makeup.cost })}
              onChoose={() => onChoose(day)}
              className="rounded-lg px-3 py-1"
            >
              {format(day)}
            </MakeUpButton>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The confirmation of a make-up: its cost against the balance, and the server's refusal if any. */
function MakeUpDialog({
  day,
  status,
  makeUp,
  format,
  onClose,
  onDone,
}: {
  day: string | null;
  status: SignInStatus;
  makeUp: ReturnType<typeof useMakeUpDay>;
  format(day: string): string;
  onClose(): void;
  onDone(): void;
}) {
  const { t } = useTranslation('home');
  const { user } = useSession();
  return (
    <Modal
      isOpen={day !== null}
      title={day ? t('calendar.confirmTitle', { date: format(day) }) : ''}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('calendar.cancel')}
          </Button>
          <Button
            isLoading={makeUp.isPending}
            onClick={() => {
              if (day) makeUp.mutate(day, { onSuccess: onDone });
            }}
          >
            {t('calendar.confirm', { count: status.makeup.cost })}
          </Button>
        </>
      }
    >
      <p className="text-navy-900">
        {t('calendar.confirmBody', {
          count: status.makeup.cost,
          points: user?.available_points ?? 0,
          remaining: status.makeup.remaining,
        })}
      </p>
      {makeUp.isError && (
        <div className="mt-3">
          <ErrorBanner>{describeError(makeUp.error, t, t('calendar.failed'))}</ErrorBanner>
        </div>
      )}
    </Modal>
  );
}

/**
 * This month's check-ins as a calendar: signed days filled, today outlined, and the missed days
 * of the last week as buttons that make them up (补签) after a confirmation. Shown on the home
 * page's sign-in panel and in the profile.
 */
export function CheckInCalendar() {
  const { t, locale } = useTranslation('home');
  const status = useSignInStatus();
  const makeUp = useMakeUpDay();
  const [chosen, setChosen] = useState<string | null>(null);
  const headingId = useId();

  if (!status.data) {
    return <div aria-hidden className="h-72 animate-pulse rounded-2xl bg-slate-100/70" />;
  }
  const data = status.data;
  const format = (day: string) =>
    formatCalendarDay(day, locale, { month: 'short', day: 'numeric' });
  const offer = offerText(data, t);
  // The week before the 1st belongs to last month: its missed days are offered below the grid.
  const earlier = data.makeup.can_make_up
    ? data.makeup.days.filter((day) => day.slice(0, 7) !== data.day.slice(0, 7)).reverse()
    : [];
  const dayProps: DayProps = { status: data, format, onChoose: setChosen };

  function handleClose() {
    setChosen(null);
    // A refusal is not news once the dialog is gone; a success stays announced below the grid.
    if (makeUp.isError) makeUp.reset();
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-navy-900 sm:p-5"
    >
      <CalendarHeader headingId={headingId} status={data} />
      <MonthGrid {...dayProps} />
      <CalendarLegend />
      {offer && <p className="mt-3 text-sm text-navy-900">{offer}</p>}
      {earlier.length > 0 && <EarlierMakeUps days={earlier} {...dayProps} />}
      <p className="mt-2 text-sm font-semibold text-teal-700" aria-live="polite">
        {makeUp.isSuccess && !chosen
          ? [
              t('calendar.madeUp', { date: format(makeUp.data.day), count: makeUp.data.cost }),
              ...makeUp.data.bonuses.map((bonus) =>
                t('signin.bonus', { days: bonus.milestone, count: bonus.points }),
              ),
            ].join(' ')
          : ''}
      </p>
      <MakeUpDialog
        day={chosen}
        status={data}
        makeUp={makeUp}
        format={format}
        onClose={handleClose}
        onDone={() => setChosen(null)}
      />
    </section>
  );
}
