/**
 * A small game system and catalogue written by hand (never taken from ../shared), at any revision, and
 * what a repository index lists of a file: the community data of the index and update tests.
 */
export const GST = (revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-1" name="Mini Game" revision="${revision}" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">` +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '<sharedSelectionEntries><selectionEntry id="rifle" name="Rifle" type="upgrade"><costs><cost name="pts" typeId="pts" value="2"/></costs></selectionEntry></sharedSelectionEntries>' +
  '</gameSystem>';
export const CAT = (revision: number, id = 'cat-1') =>
  `<?xml version="1.0" encoding="UTF-8"?><catalogue id="${id}" name="Mini Faction" revision="${revision}" gameSystemId="gs-1" xmlns="http://www.battlescribe.net/schema/catalogueSchema">` +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit"><entryLinks><entryLink id="l1" targetId="rifle" type="selectionEntry"/></entryLinks></selectionEntry></selectionEntries>' +
  '</catalogue>';

/** One file as a repository index (index.bsi) lists it. */
export interface Listed {
  filePath: string;
  dataType: string;
  dataId: string;
  dataRevision: number;
  dataName?: string;
}
