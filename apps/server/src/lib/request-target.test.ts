import { describe, expect, it } from 'vitest';
import { requestTarget } from './request-target';

describe('requestTarget', () => {
  it('reads origin-form and absolute-form targets alike', () => {
    expect(requestTarget('/api/course/lists?page=2')).toEqual({
      path: '/api/course/lists',
      search: 'page=2',
    });
    expect(requestTarget('http://127.0.0.1:3000/api/users/login')).toEqual({
      path: '/api/users/login',
      search: '',
    });
    expect(requestTarget('HTTPS://academy.example/courses?level=beginner')).toEqual({
      path: '/courses',
      search: 'level=beginner',
    });
    expect(requestTarget('http://host')).toEqual({ path: '/', search: '' });
    expect(requestTarget('http://host?x=1')).toEqual({ path: '/', search: 'x=1' });
  });

  it('keeps a protocol-relative looking path as a path', () => {
    expect(requestTarget('//api/x')).toEqual({ path: '//api/x', search: '' });
  });
});
