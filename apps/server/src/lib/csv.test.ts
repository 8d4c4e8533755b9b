import { describe, expect, it } from 'vitest';
import { BOM, type CsvColumn, csvCell, csvChunks, csvRow } from './csv';

async function collect(chunks: AsyncIterable<string>) {
  const parts: string[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return parts;
}

async function* batches<T>(...lists: T[][]) {
  for (const list of lists) yield list;
}

describe('csvCell', () => {
  it('quotes separators, quotes and line breaks as RFC 4180 says, and nothing else', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('王芳')).toBe('王芳');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('crlf\r\nend')).toBe('"crlf\r\nend"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-42)).toBe('-42');
  });

  it('turns text a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+86 138 0013 8000')).toBe("'+86 138 0013 8000");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every record with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});

describe('csvChunks', () => {
  const columns: CsvColumn<{ name: string; nameZh: string }>[] = [
    {
      header: { en: 'Name', zh: '名称' },
      value: (row, locale) => (locale === 'zh' ? row.nameZh : row.name),
    },
  ];

  it('starts with the BOM and the header row in the language, then one chunk per batch', async () => {
    const parts = await collect(
      csvChunks(
        columns,
        batches([{ name: 'Mug', nameZh: '杯子' }], [{ name: 'Pen', nameZh: '笔' }]),
        'zh',
      ),
    );
    expect(parts).toEqual([`${BOM}名称\r\n杯子\r\n`, '笔\r\n']);
  });

  it('answers the header alone when nothing matches', async () => {
    expect(await collect(csvChunks(columns, batches(), 'en'))).toEqual([`${BOM}Name\r\n`]);
  });
});
