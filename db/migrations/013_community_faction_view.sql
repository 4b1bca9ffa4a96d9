-- Issue 24, an imported faction opened at once after a restart: the faction's catalogue as Muster
-- builds it from its files' models (src/core/catalogue/faction-view.ts, the built-in catalogue's
-- knowledge lent, what the binding recognises), kept so that a restart reads it back instead of
-- building it again (about as long as the rest of the first open together). Only ever a copy: a row
-- is used while its `key` is the one the faction's current content gives (src/main/catalogue/
-- faction-views.ts: the hashes of every file of its game system, the built-in catalogue's version,
-- the game's binding, the view's format and the Muster version that built it) and its text is whole
-- (`checksum`: the SHA-256 of `view`); any other row is ignored, the view built again and the row
-- written anew. Removing the faction's file removes its row.
CREATE TABLE community_faction_view (
  faction_id TEXT PRIMARY KEY NOT NULL REFERENCES game_data_file(id) ON DELETE CASCADE,
  key TEXT NOT NULL,
  checksum TEXT NOT NULL,
  view TEXT NOT NULL
) STRICT;
