import { describe, expect, it } from 'vitest';
import { initialsOf } from './teachers.rules';

describe('initialsOf', () => {
  it('takes two initials of a Latin name and the family name of a Chinese one', () => {
    expect(initialsOf('Sun Jing')).toBe('SJ');
    expect(initialsOf('  michelle   chen ')).toBe('MC');
    expect(initialsOf('Alex Rivera Jr')).toBe('AR');
    expect(initialsOf('孙静')).toBe('孙');
    expect(initialsOf('Plato')).toBe('P');
    expect(initialsOf('')).toBe('');
  });
});
