import { describe, expect, it } from 'vitest';
import { csvRecords, readTrackingList } from './admin-bulk.rules';

describe('readTrackingList', () => {
  it('reads id and tracking number per line, by comma, tab or semicolon, after a heading', () => {
    const list = readTrackingList(
      '\uFEFFRedemption,Tracking number\r\n12,SF100\n13\tYT 200\n\n14;"ZTO,300"\n',
    );
    expect(list).toEqual({
      items: [
        { id: 12, tracking_number: 'SF100' },
        { id: 13, tracking_number: 'YT 200' },
        { id: 14, tracking_number: 'ZTO,300' },
      ],
      problems: [],
    });
  });

  it('reports every line it cannot use, by its number in the text', () => {
    const list = readTrackingList(
      [
        '5,SF1',
        'five,SF2',
        '6',
        '7,',
        `8,${'x'.repeat(101)}`,
        '5,SF3',
        '9,SF4,extra',
        '10,SF5',
      ].join('\n'),
    );
    expect(list.items).toEqual([
      { id: 5, tracking_number: 'SF1' },
      { id: 10, tracking_number: 'SF5' },
    ]);
    expect(list.problems).toEqual([
      { line: 2, problem: 'id' },
      { line: 3, problem: 'columns' },
      { line: 4, problem: 'trackingMissing' },
      { line: 5, problem: 'trackingTooLong' },
      { line: 6, problem: 'duplicate' },
      { line: 7, problem: 'columns' },
    ]);
  });

  it('keeps line numbers right after a quoted cell with a line break', () => {
    expect(csvRecords('1,"a\nb"\n2,c')).toEqual([
      { line: 1, cells: ['1', 'a\nb'] },
      { line: 3, cells: ['2', 'c'] },
    ]);
    expect(readTrackingList('1,"SF\n2"\n0,SF9').problems).toEqual([{ line: 3, problem: 'id' }]);
  });
});
