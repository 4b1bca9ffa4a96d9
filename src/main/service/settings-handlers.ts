import type { ApiHandlers, ServiceContext } from './handlers';

export function settingsHandlers({ db }: ServiceContext): Pick<ApiHandlers, 'getSetting' | 'setSetting'> {
  const select = db.prepare<[string], { value: string }>('SELECT value FROM app_setting WHERE key = ?');
  const upsert = db.prepare(
    `INSERT INTO app_setting (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  return {
    getSetting: ({ key }) => select.get(key)?.value ?? null,
    setSetting: ({ key, value }) => {
      upsert.run(key, value);
      return value;
    },
  };
}
