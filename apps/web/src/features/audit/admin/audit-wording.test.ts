import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { redemptionActions } from '@academy/contracts/rewards.rules';
import type { Locale } from '@academy/contracts/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, type TFunction, translate } from '../../../lib/i18n';
import { auditSentence } from './audit-wording';

const serverSource = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../../../../../server/src',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

/** Every (entity, action) the server records, read from its `audited(actor, action, entity, …)` calls. */
function auditedPairs(): { pairs: [string, string][]; unread: string[] } {
  const pairs: [string, string][] = [];
  const unread: string[] = [];
  const files = sourceFiles(serverSource).map((file) => readFileSync(file, 'utf8'));
  // Admin tables written through lib/admin-resource.ts name their entity there.
  const resourceEntities = files.flatMap((code) =>
    [...code.matchAll(/adminResource\(\{[\s\S]*?entity: '(\w+)'/g)].map((match) => match[1] ?? ''),
  );
  for (const code of files) {
    for (const call of code.matchAll(/\.audited\(\s*actor,\s*([^,]+),\s*([^,]+),/g)) {
      const [whole, action = '', entity = ''] = call;
      const literal = (expression: string) => /^'(\w+)'$/.exec(expression.trim())?.[1];
      const actionName = literal(action);
      const entityName = literal(entity);
      if (actionName && entityName) pairs.push([entityName, actionName]);
      else if (actionName && entity.trim() === 'entity') {
        for (const name of resourceEntities) pairs.push([name, actionName]);
      } else if (action.trim() === 'action' && entityName === 'redemption') {
        for (const name of redemptionActions) pairs.push([entityName, name]);
      } else unread.push(whole);
    }
  }
  return { pairs, unread };
}

const tIn =
  (locale: Locale): TFunction =>
  (key, options) =>
    translate(key, options, 'admin', locale);

beforeAll(async () => {
  await initI18n('en', ['admin']);
  await initI18n('zh', ['admin']);
});

describe('audit log wording', () => {
  it('reads entries as sentences in the reader’s language', () => {
    const settings = { action: 'update', entity: 'settings', entity_id: null };
    const banner = { action: 'create', entity: 'banner', entity_id: '4' };
    expect(auditSentence(settings, tIn('en'))).toBe('Updated the site settings');
    expect(auditSentence(settings, tIn('zh'))).toBe('更新了站点设置');
    expect(auditSentence(banner, tIn('en'))).toBe('Created banner #4');
    expect(auditSentence(banner, tIn('zh'))).toBe('创建了横幅 #4');
    expect(auditSentence({ action: 'adjust', entity: 'points', entity_id: '12' }, tIn('zh'))).toBe(
      '调整了用户 #12的积分',
    );
  });

  it('shows an action it has no words for as stored', () => {
    const entry = { action: 'archive', entity: 'course', entity_id: '3' };
    expect(auditSentence(entry, tIn('zh'))).toBe('archive course #3');
    expect(auditSentence({ ...entry, entity: 'planet' }, tIn('en'))).toBe('archive planet #3');
  });

  it('has words in both languages for every action the server records', () => {
    const { pairs, unread } = auditedPairs();
    expect(unread, 'audited(…) calls this test cannot read').toEqual([]);
    expect(pairs.length).toBeGreaterThan(20);
    for (const [entity, action] of pairs) {
      for (const locale of ['en', 'zh'] as const) {
        const sentence = auditSentence({ action, entity, entity_id: '1' }, tIn(locale));
        expect(sentence, `${locale}: ${entity}.${action}`).not.toBe(`${action} ${entity} #1`);
      }
    }
  });
});
