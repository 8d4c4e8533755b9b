import type { MakeUpResult, SignInStatus } from '@academy/contracts/points';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { callsTo, FakeApiFailure, fakeApi, renderApp, signIn } from '../../../test/render-app';
import { CheckInCalendar, monthWeeks } from './check-in-calendar';

function buildStatus(overrides: Partial<SignInStatus> = {}): SignInStatus {
  return {
    signed_in_today: false,
    points: 10,
    day: '2026-11-12',
    streak: 2,
    month_days: ['2026-11-03', '2026-11-10', '2026-11-11'],
    makeup: {
      can_make_up: true,
      cost: 20,
      days: ['2026-11-09', '2026-11-08', '2026-11-07', '2026-11-06', '2026-11-05'],
      remaining: 2,
      monthly_limit: 3,
    },
    next_milestone: { milestone: 7, days: 5, points: 30 },
    ...overrides,
  };
}

const madeUp: MakeUpResult = {
  day: '2026-11-09',
  cost: 20,
  available_points: 80,
  streak: 4,
  bonuses: [],
};

describe('monthWeeks', () => {
  it('lays a month out in whole weeks from the first weekday, across a leap February', () => {
    const sundayFirst = monthWeeks('2026-11-12', 0);
    expect(sundayFirst).toHaveLength(5);
    expect(sundayFirst[0]?.[0]).toEqual({ day: '2026-11-01', isInMonth: true });
    const mondayFirst = monthWeeks('2026-11-12', 1);
    expect(mondayFirst[0]?.[0]).toEqual({ day: '2026-10-26', isInMonth: false });
    expect(mondayFirst.at(-1)?.at(-1)).toEqual({ day: '2026-12-06', isInMonth: false });
    const february = monthWeeks('2028-02-10', 1)
      .flat()
      .filter((cell) => cell.isInMonth);
    expect(february.at(-1)?.day).toBe('2028-02-29');
  });
});

describe('CheckInCalendar', () => {
  it('labels every day, outlines today and makes up a missed day after a confirmation', async () => {
    await initI18n('en', ['home']);
    signIn({ available_points: 100 });
    let status = buildStatus();
    const fetchMock = fakeApi({
      '/api/signin/status': () => status,
      '/api/signin/makeup': (_url, body) => {
        expect(body).toEqual({ day: '2026-11-09' });
        status = buildStatus({ month_days: [...status.month_days, '2026-11-09'].sort() });
        return madeUp;
      },
    });
    renderApp(<CheckInCalendar />);

    const table = await screen.findByRole('table', { name: 'November 2026' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('S');
    expect(within(table).getByRole('cell', { name: 'Nov 3, signed' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Nov 4, not signed' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Nov 20' })).toBeInTheDocument();
    expect(
      within(table).getByRole('cell', { name: 'Nov 12, today, not signed yet' }),
    ).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText('2-day streak')).toBeInTheDocument();
    expect(screen.getByText('5 more days to the 7-day bonus')).toBeInTheDocument();
    expect(
      screen.getByText('Missed a day this week? Make it up for 20 points (2 left this month).'),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole('button')).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Nov 9, missed: make up for 20 points' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make up Nov 9?' });
    expect(dialog).toHaveTextContent('This costs 20 of your 100 points.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make up for 20 points' }));

    expect(await screen.findByText('Nov 9 made up: 20 points spent.')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Nov 9, signed' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/signin/status')).toHaveLength(2);
  });

  it('shows a refusal in the dialog, in the learner’s language', async () => {
    await initI18n('en', ['home']);
    signIn();
    fakeApi({
      '/api/signin/status': () => buildStatus(),
      '/api/signin/makeup': () => {
        throw new FakeApiFailure(409, 'MAKEUP_LIMIT_REACHED');
      },
    });
    renderApp(<CheckInCalendar />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Nov 8, missed: make up for 20 points' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make up for 20 points' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have used all your make-ups for this month.',
    );
  });

  it('offers last month’s missed days below the grid and says when none are left', async () => {
    await initI18n('en', ['home']);
    signIn();
    fakeApi({
      '/api/signin/status': () =>
        buildStatus({
          day: '2026-12-02',
          month_days: [],
          streak: 0,
          makeup: { ...buildStatus().makeup, days: ['2026-12-01', '2026-11-28'] },
          next_milestone: null,
        }),
    });
    const { unmount } = renderApp(<CheckInCalendar />);
    const earlier = await screen.findByRole('list', { name: 'Missed last month:' });
    expect(within(earlier).getByRole('button')).toHaveAccessibleName(
      'Nov 28, missed: make up for 20 points',
    );
    expect(screen.getByText('No streak yet: sign in today to start one.')).toBeInTheDocument();
    // Past the last milestone there is nothing to chase.
    expect(screen.queryByText(/bonus/)).not.toBeInTheDocument();
    unmount();

    fakeApi({
      '/api/signin/status': () =>
        buildStatus({ makeup: { ...buildStatus().makeup, can_make_up: false, remaining: 0 } }),
    });
    renderApp(<CheckInCalendar />);
    expect(
      await screen.findByText('You have used all your make-ups for this month.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Chinese with weeks from Monday', async () => {
    await initI18n('zh', ['home']);
    signIn();
    fakeApi({ '/api/signin/status': () => buildStatus() });
    renderApp(<CheckInCalendar />);
    const table = await screen.findByRole('table', { name: '2026年11月' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('一');
    expect(within(table).getByRole('cell', { name: '11月3日，已签到' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: '11月9日，漏签：补签需20积分' }),
    ).toBeInTheDocument();
    expect(screen.getByText('已连续签到2天')).toBeInTheDocument();
    expect(screen.getByText('距连续签到7天奖励还差5天')).toBeInTheDocument();
  });
});
