import { startService, type MusterService } from '../../src/main/service/create-service';
import { afterEach } from 'vitest';
import { useTempDirs } from './temp-dir';

/** Opens a real service over SQLite in a fresh temporary data folder, closed after each test. */
export function useService(): (host?: 'desktop' | 'browser' | 'cli') => MusterService {
  const tempDir = useTempDirs();
  const open: MusterService[] = [];
  afterEach(() => {
    for (const service of open.splice(0)) service.close();
  });
  return (host = 'cli') => {
    const service = startService({ dataDir: tempDir(), host });
    open.push(service);
    return service;
  };
}
