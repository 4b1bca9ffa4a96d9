-- Saved rosters. The document is the roster file itself (docs/roster-format.md); the other columns
-- index it for the library (search, sort, validity badge). No foreign key to the catalogue: reloading
-- the built-in catalogue must never touch a player's lists.
CREATE TABLE roster (
  id TEXT PRIMARY KEY NOT NULL,
  game_id TEXT NOT NULL,
  faction_id TEXT NOT NULL,
  name TEXT NOT NULL,
  points_limit INTEGER NOT NULL,
  points REAL NOT NULL DEFAULT 0,
  errors INTEGER NOT NULL DEFAULT 0,
  warnings INTEGER NOT NULL DEFAULT 0,
  document TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- Deleting keeps the row for a while so that the library can undo it.
  deleted_at TEXT
) STRICT;
CREATE INDEX roster_by_update ON roster(deleted_at, updated_at);
