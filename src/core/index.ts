/**
 * The one entry point of the domain for the outer layers (main, renderer, CLI, API contract,
 * conformance runner): what they may use of src/core, and nothing deeper (lint forbids deep
 * imports from outside). Inside src/core, modules import each other directly.
 */
export { withBuiltinKnowledge } from './bsdata/builtin-overlay';
export { displayName, idConflict, readDataSet, revisionOf } from './bsdata/data-set';
export type { DataFileText, ReadDataFile } from './bsdata/data-set';
export { RosterFileExportRefused, exportRosterFile } from './bsdata/export-roster-file';
export { checkSentences, importSentences } from './bsdata/import-messages';
export { ImportCancelled, START_PROGRESS } from './bsdata/import-progress';
export type { ImportJobState, ImportPhase, ImportProgress, ImportStep } from './bsdata/import-progress';
export { isLocalIndexSource, withUnboundWarnings } from './bsdata/import-report';
export type {
  FetchError,
  GameDataImportReport,
  GameDataUpdateReport,
  ImportOutcome,
  RefusedFile,
  StoredDataFile,
  StoredKind,
  UnpackError,
} from './bsdata/import-report';
export { costLines, listFromFile, revisionMismatches, rosterFileNames } from './bsdata/import-roster-file';
export type {
  RosterFileImport,
  RosterFileImportProblem,
  RosterFileImportReport,
} from './bsdata/import-roster-file';
export { readDataFile } from './bsdata/read-data-file';
export type { DataFileRead, UnsupportedConstruct } from './bsdata/read-data-file';
export { readRosterFile } from './bsdata/read-roster-file';
export { STORED_MODEL_FORMAT, serialiseStoredModel, storedModelFrom } from './bsdata/stored-model';
export type { StoredModel, StoredModelKey } from './bsdata/stored-model';
export type { RosterFileHints } from './bsdata/read-roster-file';
export { baseOf, fileNameOf, readRepositoryIndex } from './bsdata/repository-index';
export type { RepositoryIndex, RepositoryIndexEntry } from './bsdata/repository-index';
export { checkRoster } from './bsdata/roster-check';
export type { RosterFileCheck } from './bsdata/roster-check';
export {
  rosterFileExportRefusalText,
  rosterFileImportedText,
  rosterFileProblemText,
  rosterFileReportLines,
} from './bsdata/roster-file-messages';
export { galleryRepository, readCatpkg, readGallery } from './bsdata/subscription/catpkg';
export type { CatpkgFile } from './bsdata/subscription/catpkg';
export { packageChanges } from './bsdata/subscription/changes';
export type { KnownFile } from './bsdata/subscription/changes';
export {
  communitySource,
  communitySourcesOf,
  galleryAddress,
  galleryNameOf,
  installAddressOf,
} from './bsdata/subscription/community-sources';
export { changeSentence, updateSummary } from './bsdata/subscription/messages';
export { isCatpkgAddress, latestCatpkgAddress } from './bsdata/subscription/release-address';
export type {
  DataSubscription,
  GameDataSources,
  PackageError,
  SubscriptionUpdate,
} from './bsdata/subscription/types';
export { checkCatalogueReferences } from './catalogue/check-references';
export { parseCatalogue, parseGameSystem } from './catalogue/data-schema';
export type { DataFileParse } from './catalogue/data-schema';
export { factionView } from './catalogue/faction-view';
export { defaultForce, forceChoices, forceOfList } from './catalogue/forces';
export { knownTerm } from './catalogue/known-terms';
export type { Catalogue, GameData, GameSystem } from './catalogue/model';
export { GAME_IDS, gameFileSchema, gameIdSchema } from './catalogue/schema';
export { ENTRY_KINDS } from './catalogue/entry-types';
export type { CatalogueEntry, CatalogueOption } from './catalogue/entry-types';
export type { Ability, AbilityRef, GameFile, GameId, I18nText, RuleKind, Weapon } from './catalogue/schema';
export { textIn } from './catalogue/text';
export type { LocalText } from './catalogue/text';
export { carriedWeapons } from './catalogue/unit-weapons';
export { isGameDataView } from './catalogue/view-types';
export type {
  AbilityInfo,
  FactionCatalogue,
  FactionInfo,
  FullText,
  GameInfo,
  StatDefInfo,
  WeaponInfo,
} from './catalogue/view-types';
export {
  CONDITION_GROUP_TYPES,
  CONDITION_TYPES,
  CONSTRAINT_TYPES,
  MODIFIER_TYPES,
} from './catalogue/vocabulary';
export { affordancesAt, mostAt } from './engine/affordances';
export type { OptionAffordance } from './engine/affordances';
export { indexCatalogue } from './engine/catalogue-index';
export { compulsoryChildren } from './engine/compulsory';
export type { CompulsoryChild } from './engine/compulsory';
export { DataIndex } from './engine/data-index';
export {
  EditError,
  addForce,
  customise,
  deselectSelection,
  duplicateForce,
  duplicateSelection,
  removeForce,
  selectEntry,
  setCostLimit,
  setSelectionCount,
} from './engine/edits';
export type { EditContext, EditResult } from './engine/edits';
export { evaluateRoster } from './engine/evaluate';
export type { RosterEvaluation } from './engine/evaluate';
export { emptyBag } from './engine/evaluator';
export type { Evaluator } from './engine/evaluator';
export { infoOf } from './engine/info';
export type { InfoSource } from './engine/info';
export { renderFigure, renderVerdict } from './engine/messages';
export { attachTargets } from './engine/muster/attached-character';
export { bindingFor, parseBinding } from './engine/muster/binding';
export type { GameBinding } from './engine/muster/binding';
export { recognisedIn } from './engine/muster/recognised';
export { embarkBlocked, embarkTargets } from './engine/muster/transport';
export { resolveSelection } from './engine/resolve';
export type { ForceElement, SelectionElement } from './engine/roster-tree';
export { ruleDisplayName, severityDisplayName } from './engine/rule-names';
export type {
  CompositionLine,
  EngineCatalogue,
  ResolvedSelection,
  Severity,
  ValidationIssue,
  ValidationResult,
} from './engine/types';
export { validate, validateList } from './engine/validate';
export { containedEntryIds } from './engine/list-cards';
export { linkedCatalogues } from './catalogue/linked';
export { fileNameBase } from './export/file-name';
export { canonicalJson, rosterFingerprint } from './export/fingerprint';
export { buildPrintableRoster, pointsBreakdown, renderRoster } from './export/index';
export type { ExportFormat, PrintableRosterInput } from './export/index';
export { LABELS } from './export/labels';
export { PRINT_LAYOUTS } from './export/print-layout';
export type { PrintLayout } from './export/print-layout';
export { localDay } from './export/print/provenance';
export type { PrintProvenance } from './export/print/provenance';
export { renderSecretList } from './export/secret-list';
export { statsInBoth, statValueIn } from './export/stat-words';
export { renderTournamentReport } from './export/tournament-report';
export type { TournamentReportRow } from './export/tournament-report';
export { describeGlossaryRefusal, judgeGlossaryGame } from './glossary/game-fit';
export { GlossaryParseError, abilityMatcher, parseGlossary } from './glossary/index';
export type { GlossaryBlock, GlossaryLayout } from './glossary/index';
export { otherCodexVersions, switchCodexVersion } from './roster/codex-version';
export { nextRevisionTime, withSaneDates } from './roster/dates';
export {
  attachUnit,
  duplicateUnitOf,
  embarkUnit,
  removeUnit,
  setListFields,
  setUnitName,
} from './roster/unit-edits';
export type { ListFields, UnitEditContext } from './roster/unit-edits';
export { moveUnit, moveUnitAmongSiblings, type UnitPlace } from './roster/unit-moves';
export { chooseUnitOption, optionCopies, setUnitCount, setUnitTaken, unitTaken } from './roster/unit-options';
export {
  heldOptionLines,
  heldOptionName,
  namedOptionLines,
  type HeldOptionLine,
} from './roster/held-options';
export type { TakenField } from './roster/unit-options';
export { unitIdFactory } from './roster/unit-tree';
export { addUnit } from './engine/unit-add';
// The cards the editor shows of the list it holds, and how a faction's list is read into them.
export { cardViewContextOf } from './engine/list-cards';
export { viewOfList, withDescendants, type CardViewContext } from './roster/card-view';
export {
  describeRosterReadFailure,
  describeRosterReason,
  rosterProblemLines,
  rosterReadSentences,
} from './roster/read-problems';
export type { RosterReadReason } from './roster/read-problems';
export { RosterFormatError, parseRosterJson } from './roster/read-failure';
// Files of versions 1 and 2, read into their cards (and written back while their data is missing).
export { parseRoster, readRoster, writeRoster } from './roster/migrate/read-v2';
export { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR, dataRefSchema, selectionIdSchema } from './roster/ids';
export { ROSTER_FORMAT } from './roster/tree';
export type { ListCards, UnitCard } from './roster/cards';
export type { RosterData } from './roster/list-records';
export type { RosterSelection, TreeRoster } from './roster/tree';
export { listFaction, listGame, writeList, type MusterList } from './roster/list';
export {
  documentText,
  isListJson,
  listOfView,
  parseListJson,
  readListJson,
  readListText,
  viewOf,
  type ReadDocument,
} from './roster/list-document';
export { onDataPaths } from './roster/migrate/data-paths';
export { listedCount } from './export/print/bases';
export { distinctUnitLabel, unitLabels, type UnitLabel, type UnitLabelWords } from './roster/unit-labels';
export { newList, type NewListInput } from './engine/new-list';
export { dataIndexOf, evaluationOfList, listCosts } from './rules/data';
export { entryHolders, placeForNewEntry } from './rules/holders';
export { TERMINAL_COLUMNS, TERMINAL_QR, qrCodeOf, qrTerminalLines } from './share/qr';
export {
  MAX_SHARE_CODE_LENGTH,
  decodeShareCode,
  encodeShareCode,
  isSharedList,
  shareCodeListName,
  sharedDocumentText,
  type SharedDocument,
} from './share/share-code';
export { cleanLine, cleanLines, terminalJson } from './text/clean';
export { wellFormed, wellFormedDeep } from './text/well-formed';
