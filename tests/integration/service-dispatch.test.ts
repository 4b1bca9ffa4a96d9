import { describe, expect, it } from 'vitest';
import { dispatch } from '../../src/main/service/dispatch';
import { useService } from '../helpers/service';

const openService = useService();

describe('dispatch over the real service', () => {
  it('answers appInfo from SQLite', async () => {
    const service = openService();
    const result = await dispatch(service.handlers, 'appInfo', {});
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.value).toMatchObject({ name: 'Muster', host: 'cli', schemaVersion: expect.any(Number) });
  });

  it('stores and reads back a setting', async () => {
    const service = openService();
    expect(await dispatch(service.handlers, 'getSetting', { key: 'language' })).toEqual({
      ok: true,
      value: null,
    });
    expect(await dispatch(service.handlers, 'setSetting', { key: 'language', value: 'en' })).toEqual({
      ok: true,
      value: 'en',
    });
    expect(await dispatch(service.handlers, 'getSetting', { key: 'language' })).toEqual({
      ok: true,
      value: 'en',
    });
  });

  it('refuses invalid input as data, naming the field', async () => {
    const service = openService();
    const result = await dispatch(service.handlers, 'setSetting', { key: 'nope', value: 3, extra: true });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('invalid-input');
      expect(result.error.details?.join('\n')).toMatch(/key/);
      expect(result.error.details?.join('\n')).toMatch(/value/);
    }
  });

  it('refuses unknown methods, including prototype names', async () => {
    const service = openService();
    for (const name of ['dropEverything', 'constructor', '__proto__', 'toString']) {
      const result = await dispatch(service.handlers, name, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown-method' } });
    }
  });

  it('turns a database failure into an error value instead of a crash', async () => {
    const service = openService();
    service.context.db.exec('DROP TABLE app_setting');
    const result = await dispatch(service.handlers, 'appInfo', {});
    expect(result.ok).toBe(true);
    const broken = await dispatch(service.handlers, 'getSetting', { key: 'theme' }).catch((e: unknown) => e);
    expect(broken).toMatchObject({ ok: false, error: { code: 'database' } });
  });
});
