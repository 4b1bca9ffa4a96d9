import { importGlossary } from '../catalogue/import-glossary';
import type { ApiHandlers, ServiceContext } from './handlers';

export function glossaryHandlers({ db, catalogue }: ServiceContext): Pick<ApiHandlers, 'importGlossary'> {
  return {
    importGlossary: ({ game, text, sourceName, lang, layout }) =>
      importGlossary({ db, catalogue }, { game, text, sourceName, lang, ...(layout ? { layout } : {}) }),
  };
}
