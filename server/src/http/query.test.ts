import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQuery, useOnePassQuery } from './query';

describe('parseQuery', () => {
  it('gives a key given once its string, and a key given again the array of its values', () => {
    expect(parseQuery('date=2026-12-12&city=Lahore&city=Karachi&city=Multan')).toEqual({
      date: '2026-12-12',
      city: ['Lahore', 'Karachi', 'Multan'],
    });
  });

  it('decodes as URLSearchParams does, and an empty string is an empty query', () => {
    expect(parseQuery('q=mehndi+decor&name=%D8%B4%D8%A7%D8%AF%DB%8C&flag')).toEqual({
      q: 'mehndi decor',
      name: 'شادی',
      flag: '',
    });
    expect(parseQuery('')).toEqual({});
  });

  it('keeps __proto__ an own key and never touches the prototype', () => {
    const query = parseQuery('__proto__=x&__proto__=y&constructor=z');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.keys(query)).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(query, '__proto__')?.value).toEqual(['x', 'y']);
  });
});

describe('ctx.query on an app that uses it', () => {
  let server: ReturnType<Koa['listen']>;
  let url = '';
  beforeAll(async () => {
    const app = new Koa();
    useOnePassQuery(app as unknown as Koa<never>);
    app.use((ctx) => {
      const first = ctx.query;
      const again = ctx.query;
      ctx.query = { page: '2' };
      ctx.body = { first, same: first === again, after: ctx.query, querystring: ctx.querystring };
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('parses once per query string and follows a query set by a middleware', async () => {
    const answer = await fetch(`${url}/x?tag=a&tag=b&page=1`);
    expect(await answer.json()).toEqual({
      first: { tag: ['a', 'b'], page: '1' },
      same: true,
      after: { page: '2' },
      querystring: 'page=2',
    });
  });
});
