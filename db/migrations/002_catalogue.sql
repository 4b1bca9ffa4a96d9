-- The catalogue: game systems, factions, unit entries, weapons and abilities.
-- Built-in rows are replaced as a whole when the authored files under db/catalogue change; rows
-- another source brings later (BattleScribe imports) carry their own `source`. Characteristics are
-- JSON objects keyed by the game's stat ids, since each game (and each imported catalogue) has its own.

CREATE TABLE catalogue_source (
  id TEXT PRIMARY KEY NOT NULL,          -- 'builtin', or an imported file's id
  version TEXT NOT NULL,                 -- content hash: reloaded when it changes
  loaded_at TEXT NOT NULL
) STRICT;

CREATE TABLE game (
  id TEXT PRIMARY KEY NOT NULL,
  source TEXT NOT NULL REFERENCES catalogue_source(id) ON DELETE CASCADE,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  default_points_limit INTEGER NOT NULL,
  range_bands TEXT NOT NULL DEFAULT '[]'    -- JSON [{id, name:{fr,en}}]
) STRICT;

CREATE TABLE cost_type (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL,
  PRIMARY KEY (game_id, id)
) STRICT;

CREATE TABLE stat_def (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  scope TEXT NOT NULL CHECK (scope IN ('unit', 'weapon')),
  id TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  short_fr TEXT NOT NULL,
  short_en TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (game_id, scope, id)
) STRICT;

CREATE TABLE faction (
  id TEXT PRIMARY KEY NOT NULL,
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sources TEXT NOT NULL DEFAULT '[]'
) STRICT;
CREATE INDEX faction_by_game ON faction(game_id);

CREATE TABLE ability (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  faction_id TEXT REFERENCES faction(id) ON DELETE CASCADE,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('unit', 'weapon', 'action', 'item')),
  parameter_kind TEXT CHECK (parameter_kind IN ('number', 'text')),
  parameter_label_fr TEXT,
  parameter_label_en TEXT,
  rule_kind TEXT,
  summary_fr TEXT NOT NULL,
  summary_en TEXT NOT NULL,
  restriction TEXT,                        -- JSON {names:[], traits:[]}
  action_type_fr TEXT,
  action_type_en TEXT,
  PRIMARY KEY (game_id, id)
) STRICT;
CREATE INDEX ability_by_rule_kind ON ability(game_id, rule_kind);

CREATE TABLE ability_alias (
  game_id TEXT NOT NULL,
  ability_id TEXT NOT NULL,
  alias TEXT NOT NULL,
  PRIMARY KEY (game_id, ability_id, alias),
  FOREIGN KEY (game_id, ability_id) REFERENCES ability(game_id, id) ON DELETE CASCADE
) STRICT;

-- Full rule texts brought in by `muster import-glossary`, for abilities and weapons. Not tied to their
-- rows by a foreign key, so that reloading the built-in catalogue keeps them.
CREATE TABLE rule_text (
  game_id TEXT NOT NULL,
  ref_kind TEXT NOT NULL CHECK (ref_kind IN ('ability', 'weapon')),
  ref_id TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
  text TEXT NOT NULL,
  source_name TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  PRIMARY KEY (game_id, ref_kind, ref_id, lang)
) STRICT;

CREATE TABLE weapon (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  faction_id TEXT REFERENCES faction(id) ON DELETE CASCADE,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  profiles TEXT NOT NULL,                  -- JSON [{mode, ranges, stats, abilities, note}]
  PRIMARY KEY (game_id, id)
) STRICT;

CREATE TABLE weapon_ability (
  game_id TEXT NOT NULL,
  weapon_id TEXT NOT NULL,
  ability_id TEXT NOT NULL,
  FOREIGN KEY (game_id, weapon_id) REFERENCES weapon(game_id, id) ON DELETE CASCADE,
  FOREIGN KEY (game_id, ability_id) REFERENCES ability(game_id, id) ON DELETE CASCADE,
  PRIMARY KEY (game_id, weapon_id, ability_id)
) STRICT;

CREATE TABLE entry (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  faction_id TEXT NOT NULL REFERENCES faction(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  class INTEGER CHECK (class BETWEEN 1 AND 5),
  walker INTEGER NOT NULL DEFAULT 0,
  is_unique INTEGER NOT NULL DEFAULT 0,
  count_min INTEGER NOT NULL,
  count_max INTEGER NOT NULL,
  count_default INTEGER NOT NULL,
  count_unit TEXT NOT NULL CHECK (count_unit IN ('base', 'model')),
  position INTEGER NOT NULL,
  -- The entry's full authored definition (profiles, options, limits…), as validated by the schema in
  -- src/core/catalogue/schema.ts; the columns above and the tables below index what is queried.
  definition TEXT NOT NULL,
  PRIMARY KEY (game_id, id)
) STRICT;
CREATE INDEX entry_by_faction ON entry(faction_id, kind, position);

CREATE TABLE entry_cost (
  game_id TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  cost_type_id TEXT NOT NULL,
  amount REAL NOT NULL,
  per_extra INTEGER NOT NULL DEFAULT 0,    -- 1: cost of each model or base above the default count
  PRIMARY KEY (game_id, entry_id, cost_type_id, per_extra),
  FOREIGN KEY (game_id, entry_id) REFERENCES entry(game_id, id) ON DELETE CASCADE,
  FOREIGN KEY (game_id, cost_type_id) REFERENCES cost_type(game_id, id) ON DELETE CASCADE
) STRICT;

-- Which abilities and weapons an entry has, directly or through one of its options.
CREATE TABLE entry_ability (
  game_id TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  ability_id TEXT NOT NULL,
  param REAL,
  param_text TEXT,
  via_option TEXT NOT NULL DEFAULT '',     -- '' for the entry itself, else the option id
  FOREIGN KEY (game_id, entry_id) REFERENCES entry(game_id, id) ON DELETE CASCADE,
  FOREIGN KEY (game_id, ability_id) REFERENCES ability(game_id, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX entry_ability_by_entry ON entry_ability(game_id, entry_id);
CREATE INDEX entry_ability_by_ability ON entry_ability(game_id, ability_id);

CREATE TABLE entry_weapon (
  game_id TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  weapon_id TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 1,
  via_option TEXT NOT NULL DEFAULT '',
  FOREIGN KEY (game_id, entry_id) REFERENCES entry(game_id, id) ON DELETE CASCADE,
  FOREIGN KEY (game_id, weapon_id) REFERENCES weapon(game_id, id) ON DELETE CASCADE
) STRICT;
CREATE INDEX entry_weapon_by_entry ON entry_weapon(game_id, entry_id);

-- Equipment any model of a faction may take (Deadzone items, Antares drones).
CREATE TABLE faction_item (
  faction_id TEXT NOT NULL REFERENCES faction(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  position INTEGER NOT NULL,
  definition TEXT NOT NULL,                -- JSON option, as in the schema
  PRIMARY KEY (faction_id, id)
) STRICT;

-- Accent- and case-insensitive search over entry and ability names (and ability aliases).
CREATE VIRTUAL TABLE catalogue_search USING fts5(
  names,
  kind UNINDEXED,                          -- 'entry' or 'ability'
  game_id UNINDEXED,
  faction_id UNINDEXED,
  ref_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);
