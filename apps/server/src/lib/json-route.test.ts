import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireUser } from '../plugins/authentication';
import { guestCachedRead, jsonRoute, signedInRoute } from './json-route';

const query = z.object({ id: z.number() });
const answer = z.object({ name: z.string() });

describe('route kinds', () => {
  it('documents the answer as the 200 and keeps the inputs as given', () => {
    expect(jsonRoute(['t'], { description: 'd', querystring: query, answer })).toEqual({
      schema: { tags: ['t'], description: 'd', querystring: query, response: { 200: answer } },
    });
  });

  it('marks a guest-cached read for the public cache, and nothing more', () => {
    expect(guestCachedRead(['t'], { querystring: query, answer })).toEqual({
      config: { publicCache: true },
      schema: { tags: ['t'], querystring: query, response: { 200: answer } },
    });
  });

  it('checks the user of a signed-in route first, then what the route adds', () => {
    const budget = async () => {};
    expect(signedInRoute(['t'], { answer })).toEqual({
      onRequest: requireUser,
      schema: { tags: ['t'], response: { 200: answer } },
    });
    const route = signedInRoute(['t'], { body: query, answer }, { preHandler: budget });
    expect(Object.keys(route)).toEqual(['onRequest', 'preHandler', 'schema']);
    expect(route).toMatchObject({ onRequest: requireUser, preHandler: budget });
    // @ts-expect-error: what a route adds never replaces the sign-in check.
    signedInRoute(['t'], { answer }, { onRequest: budget });
  });
});
