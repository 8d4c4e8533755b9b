import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { Pagination, pageWindow } from './pagination';

beforeAll(() => initI18n('en'));

describe('pageWindow', () => {
  it('keeps five pages around the current one, clamped to both ends', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is hidden for one page and moves with previous, next and numbers', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();

    const onChange = vi.fn();
    render(<Pagination page={1} totalPages={8} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onChange.mock.calls).toEqual([[2], [4]]);
  });

  it('disables next on the last page and shows its window', () => {
    const onChange = vi.fn();
    render(<Pagination page={8} totalPages={8} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(
      screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent),
    ).toEqual(['4', '5', '6', '7', '8']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(7);
  });
});

describe('Pagination of a list paged by the address', () => {
  it('links each page, keeping the other parameters, with no previous on the first', () => {
    render(
      <MemoryRouter initialEntries={['/courses?level=beginner&page=1']}>
        <Pagination page={1} totalPages={8} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Previous')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/courses?level=beginner&page=2',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/courses?level=beginner',
    );
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});
