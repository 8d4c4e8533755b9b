import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type TableColumn } from './data-table';

interface Entry {
  id: number;
  what: string;
  points: number;
}

const columns: TableColumn<Entry>[] = [
  { id: 'what', header: 'What', cell: (entry) => entry.what },
  {
    id: 'points',
    header: 'Points',
    cell: (entry) => entry.points,
    className: 'text-right',
    cellClassName: (entry) => (entry.points > 0 ? 'text-emerald-800' : 'text-red-700'),
  },
];

describe('DataTable', () => {
  it('heads each column and gives every row a cell per column, styled by its row', () => {
    render(
      <DataTable
        columns={columns}
        rows={[
          { id: 1, what: 'Check-in', points: 5 },
          { id: 2, what: 'Mug', points: -300 },
        ]}
        rowKey={(entry) => entry.id}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['What', 'Points']);
    expect(headers[1]).toHaveClass('text-right');

    const [, earned, spent] = screen.getAllByRole('row');
    expect(within(earned as HTMLElement).getByRole('cell', { name: '5' })).toHaveClass(
      'text-right',
      'text-emerald-800',
    );
    expect(within(spent as HTMLElement).getByRole('cell', { name: '-300' })).toHaveClass(
      'text-red-700',
    );
  });
});
