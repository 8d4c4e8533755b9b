import fc from 'fast-check';
import { expect, it } from 'vitest';
import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository';
import { courses } from '../modules/catalogue/catalogue.schema';
import { buildCourse } from '../test/factories';
import { useTestApp } from '../test/test-app';

const ctx = useTestApp();

// Few characters, so titles share many grams and terms often match: Latin in both cases,
// digits, a space and Chinese.
const text = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'aAbB1 期权债券'), minLength: 1, maxLength });
const titlePair = fc.record({ title: text(12), titleZh: text(8) });

/** Titles, and a term that is often a piece of one of them and otherwise anything. */
const titlesAndTerm = fc.array(titlePair, { minLength: 1, maxLength: 6 }).chain((titles) => {
  const pieces = titles.flatMap(({ title, titleZh }) => [title, titleZh]);
  const piece = fc
    .tuple(fc.constantFrom(...pieces), fc.nat(), fc.integer({ min: 1, max: 7 }))
    .map(([whole, start, length]) => whole.slice(start % whole.length).slice(0, length));
  return fc.tuple(fc.constant(titles), fc.oneof(piece, text(7)));
});

it('finds exactly the titles that hold the term, whichever grams narrow the search', async () => {
  const catalogue = createCatalogueRepository(ctx.db);
  await fc.assert(
    fc.asyncProperty(titlesAndTerm, async ([titles, term]) => {
      await ctx.db.delete(courses);
      for (const title of titles) await buildCourse(ctx.db, title);

      const found = await catalogue.coursePage(
        { search: term },
        'latest',
        { offset: 0, limit: 50 },
        null,
      );
      const holds = (value: string) => value.toLowerCase().includes(term.toLowerCase());
      const expected = titles.filter(({ title, titleZh }) => holds(title) || holds(titleZh));
      expect(
        JSON.parse(found.cards)
          .map((card: { title: string }) => card.title)
          .sort(),
      ).toEqual(expected.map(({ title }) => title).sort());
      expect(found.total).toBe(expected.length);
    }),
    { numRuns: 60 },
  );
});
