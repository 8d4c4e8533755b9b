import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { CasesPage } from './cases-page';
import { FaqPage } from './faq-page';

beforeAll(() => initI18n('en', ['static']));

describe('FaqPage', () => {
  it('opens items and folds them all when its language switch changes', () => {
    render(<FaqPage />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    fireEvent.click(questions[0] as HTMLElement);
    fireEvent.click(questions[2] as HTMLElement);
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.getByRole('button', { name: /哪些课程是免费的/ })).toBeInTheDocument();
  });
});

describe('CasesPage', () => {
  it('shows three stories, three more per click, then says all are loaded', () => {
    render(<CasesPage />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const more = screen.getByRole('button', { name: 'Load more' });
    for (let click = 0; click < 6; click += 1) fireEvent.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('All stories loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
