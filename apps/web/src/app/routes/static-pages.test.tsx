import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { fakeApi, renderApp } from '../../test/render-app';
import { AboutPage } from './about-page';
import { CasesPage } from './cases-page';
import { FaqPage } from './faq-page';

beforeAll(() => initI18n('en', ['static']));

describe('FaqPage', () => {
  it('has ten questions that open one by one', () => {
    renderApp(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    const first = questions[0] as HTMLElement;
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    fireEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    fireEvent.click(first);
    expect(answer).not.toBeVisible();
  });

  it('switches its own language with EN / 中文 and folds every item', async () => {
    renderApp(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    fireEvent.click(questions[0] as HTMLElement);
    fireEvent.click(questions[2] as HTMLElement);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);

    // The other language's texts may still be on their way: the switch waits for them.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '中文' })));
    expect(await screen.findByRole('button', { name: /哪些课程是免费的/ })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently asked questions',
    );

    fireEvent.click(screen.getByRole('button', { name: /如何获得积分/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'EN' })));
    expect(await screen.findByRole('button', { name: 'Which courses are free?' })).toBeVisible();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});

describe('CasesPage', () => {
  it('shows three stories, three more per click, then says all are loaded', () => {
    renderApp(<CasesPage />);
    const stories = () =>
      within(screen.getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');
    expect(stories()).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Wang Lei' })).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(more);
    expect(stories()).toHaveLength(6);
    for (let click = 0; click < 5; click += 1) fireEvent.click(more);
    expect(stories()).toHaveLength(20);
    expect(screen.getByRole('status')).toHaveTextContent('All stories loaded');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('AboutPage', () => {
  it('links the support email and phone and shows the hours in the interface language', async () => {
    fakeApi({
      '/api/site/settings': () => ({
        customer_service_url: 'https://chat.example.com',
        support_email: 'help@example.com',
        support_phone: '+86 400 123 4567',
        support_hours: 'Mon–Fri 9:00–18:00',
        support_hours_zh: '周一至周五9:00–18:00',
        signin_points: 10,
        usd_to_cny_rate: 7.2,
      }),
    });
    renderApp(<AboutPage />);
    expect(await screen.findByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(screen.getByRole('link', { name: '+86 400 123 4567' })).toHaveAttribute(
      'href',
      'tel:+864001234567',
    );
    expect(screen.getByText('Mon–Fri 9:00–18:00')).toBeInTheDocument();
  });
});
