import type { BulkResult } from '@academy/contracts/admin-bulk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BulkBar } from '../../../components/admin/bulk-bar';
import { initI18n } from '../../../lib/i18n';
import { callsTo, fakeApi, renderApp, signIn } from '../../../test/render-app';
import { RedemptionBulk } from './redemption-bulk';

beforeAll(() => initI18n('en', ['admin']));

const summary: BulkResult = {
  done: 1,
  refused: 1,
  items: [
    { id: 3, status: 'done' },
    { id: 4, status: 'refused', error: 'CONFLICT', msg: 'This conflicts with the current state.' },
  ],
};

function renderBulk(selectedIds: number[], onFinished = vi.fn()) {
  renderApp(
    <App>
      <RedemptionBulk selectedIds={selectedIds} onFinished={onFinished} />
    </App>,
  );
  return onFinished;
}

describe('BulkBar', () => {
  it('shows nothing without a selection, and the count and actions with one', () => {
    const onAction = vi.fn();
    const onClear = vi.fn();
    const actions = [{ key: 'disable', label: 'users.disable', isDanger: true }];
    const { rerender } = renderApp(
      <BulkBar count={0} actions={actions} onAction={onAction} onClear={onClear} />,
    );
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    rerender(<BulkBar count={2} actions={actions} onAction={onAction} onClear={onClear} />);
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Disable' }));
    expect(onAction).toHaveBeenCalledWith('disable');
    fireEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(onClear).toHaveBeenCalled();
  });
});

describe('RedemptionBulk', () => {
  it('approves the selection and shows what happened to each, refusals translated', async () => {
    signIn();
    const fetchMock = fakeApi({ '/api/admin/redemptions/bulk': () => summary });
    const onFinished = renderBulk([3, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 done, 1 failed.');
    // A refused item failed; "Rejected" is a redemption's status, which this is not.
    const failed = within(dialog).getByRole('row', { name: /4/ });
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('This conflicts with the current state.');
    expect(within(dialog).getByRole('row', { name: /3/ })).toHaveTextContent('Done');
    expect(onFinished).toHaveBeenCalled();
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/bulk'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      action: 'approve',
      items: [{ id: 3 }, { id: 4 }],
    });
  });

  it('ships from a pasted list only once every line reads, showing the problems per line', async () => {
    signIn();
    const fetchMock = fakeApi({ '/api/admin/redemptions/bulk': () => summary });
    renderBulk([3, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship with tracking numbers' });
    const list = within(dialog).getByRole('textbox', {
      name: 'Redemption numbers and tracking numbers',
    });
    expect(list).toHaveValue('3,\n4,');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Line 1: the tracking number is missing',
    );
    const ship = () => within(dialog).getByRole('button', { name: /Ship/ });
    expect(ship()).toBeDisabled();

    fireEvent.change(list, { target: { value: '3,SF001\nx,SF002\n4,SF003' } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Line 2: the redemption number is not a number',
    );
    // Nothing ships while a line is wrong, so the good lines are not counted as ready.
    expect(dialog).toHaveTextContent('0 ready to ship');
    expect(ship()).toHaveAccessibleName('Ship 0');
    fireEvent.change(list, { target: { value: '3,SF001\n4,SF003' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog).toHaveTextContent('2 ready to ship');
    fireEvent.click(ship());

    await screen.findByRole('dialog', { name: 'Bulk action finished' });
    expect(callsTo(fetchMock, '/api/admin/redemptions/bulk')).toHaveLength(1);
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/bulk'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      action: 'ship',
      items: [
        { id: 3, tracking_number: 'SF001' },
        { id: 4, tracking_number: 'SF003' },
      ],
    });
  });

  it('rejects with a note, which it asks for first', async () => {
    signIn();
    const fetchMock = fakeApi({ '/api/admin/redemptions/bulk': () => summary });
    renderBulk([3]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject 1 redemptions/ });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Out of stock' } });
    fireEvent.click(reject);
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/redemptions/bulk')).toHaveLength(1));
    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/bulk'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      action: 'reject',
      note: 'Out of stock',
      items: [{ id: 3 }],
    });
  });
});
