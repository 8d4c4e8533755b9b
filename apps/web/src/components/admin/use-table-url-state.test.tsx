import { act, fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { type TableUrlState, useTableUrlState } from './use-table-url-state';

let state: TableUrlState;

function Probe() {
  state = useTableUrlState({ filters: ['status'] });
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;
const render = (path: string) => renderApp(<Probe />, { path, route: '/admin/redemptions' });

describe('useTableUrlState', () => {
  it('reads page, size, search, sort and filters from the URL, ignoring what is not valid', () => {
    render(
      '/admin/redemptions?page=3&page_size=50&search=mug&sort=created_at&order=asc&status=shipped',
    );
    expect(state.params).toEqual({
      page: 3,
      page_size: 50,
      search: 'mug',
      sort: 'created_at',
      order: 'asc',
      status: 'shipped',
    });
    expect(state.sortOrder('created_at')).toBe('ascend');
    expect(state.sortOrder('status')).toBeNull();

    render('/admin/redemptions?page=-2&page_size=5000&sort=name;drop&order=up');
    expect(state.params).toEqual({
      page: 1,
      page_size: 10,
      search: undefined,
      sort: undefined,
      order: undefined,
      status: undefined,
    });
  });

  it('writes changes to the URL: filters start again at page 1, paging keeps the filters', () => {
    render('/admin/redemptions?page=4&status=pending&keep=me');
    act(() => state.update({ page: 5 }));
    expect(location()).toBe('/admin/redemptions?keep=me&page=5&status=pending');
    act(() => state.update({ status: 'shipped', search: 'SF' }));
    expect(location()).toBe('/admin/redemptions?keep=me&search=SF&status=shipped');
    act(() => state.update({ status: undefined, search: undefined }));
    expect(location()).toBe('/admin/redemptions?keep=me');
  });

  it("turns antd's table changes into the URL: a new sort goes to page 1", () => {
    render('/admin/redemptions?page=2');
    act(() =>
      state.handleTableChange(
        { current: 2, pageSize: 10 },
        {},
        { order: 'ascend', columnKey: 'status' },
      ),
    );
    expect(location()).toBe('/admin/redemptions?sort=status&order=asc');
    act(() =>
      state.handleTableChange(
        { current: 3, pageSize: 20 },
        {},
        { order: 'ascend', columnKey: 'status' },
      ),
    );
    expect(location()).toBe('/admin/redemptions?page=3&page_size=20&sort=status&order=asc');
    act(() => state.handleTableChange({ current: 3, pageSize: 20 }, {}, { order: undefined }));
    expect(location()).toBe('/admin/redemptions?page_size=20');
  });

  it('each change is a history entry, so back shows the previous rows', () => {
    render('/admin/redemptions');
    act(() => state.update({ status: 'approved' }));
    act(() => state.update({ page: 2 }));
    expect(state.params).toMatchObject({ page: 2, status: 'approved' });
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(state.params).toMatchObject({ page: 1, status: 'approved' });
    expect(location()).toBe('/admin/redemptions?status=approved');
  });
});
