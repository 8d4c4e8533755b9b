import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { activities, banners } from './home.schema';

const ctx = useTestApp();

describe('home page calls', () => {
  it('lists active banners in order', async () => {
    await ctx.db.insert(banners).values([
      { name: 'Second', image: '/media/b.jpg', position: 2 },
      { name: 'First', nameZh: '第一', image: '/media/a.jpg', link: '/courses', position: 1 },
      { name: 'Hidden', image: '/media/c.jpg', position: 0, isActive: false },
    ]);
    const body = (await ctx.app.inject({ url: '/api/banner/lists' })).json();
    expect(body.data.list.map((banner: { name: string }) => banner.name)).toEqual([
      'First',
      'Second',
    ]);
    expect(body.data.list[0]).toMatchObject({ name_zh: '第一', link: '/courses', tag_zh: null });
    // Only the contract's fields leave: not whether it is active, its position or its dates.
    expect(Object.keys(body.data.list[0]).sort()).toEqual(
      ['desc', 'desc_zh', 'id', 'image', 'link', 'name', 'name_zh', 'tag', 'tag_zh'].sort(),
    );
  });

  it('pages active activities, two by default', async () => {
    await ctx.db.insert(activities).values(
      Array.from({ length: 3 }, (_, index) => ({
        title: `Event ${index}`,
        imageUrl: `/media/e${index}.jpg`,
        position: index,
      })),
    );
    const first = (await ctx.app.inject({ url: '/api/activities/lists' })).json().data;
    expect(first).toMatchObject({ count: 3, page: 1, limit: 2 });
    expect(first.list.map((activity: { title: string }) => activity.title)).toEqual([
      'Event 0',
      'Event 1',
    ]);
    const second = (await ctx.app.inject({ url: '/api/activities/lists?page=2&limit=2' })).json();
    expect(second.data.list).toHaveLength(1);
    expect(second.data.list[0]).not.toHaveProperty('is_active');
    expect(second.data.list[0]).not.toHaveProperty('position');
    expect((await ctx.app.inject({ url: '/api/activities/lists?limit=0' })).statusCode).toBe(400);
  });
});
