-- Issue 21, one catalogue model: the built-in factions are read from their data in the engine's model
-- (db/catalogue/<game>/v2), so the first model's factions, units, options and faction items go, with the
-- weapons of its faction files. What stays is each game's description and glossary
-- (db/catalogue/<game>/game.json: names, costs, characteristics, range bands, abilities with their
-- aliases, a faction's own among them, the game's weapons), which the faction views and glossary
-- imports read, and the imported rule texts. An ability's faction is now a name, not a row. The built-in rows are emptied here and loaded again at the next start (their version is
-- forgotten); rosters, settings, rule texts and game data live in other tables and are not touched.
DELETE FROM catalogue_source WHERE id = 'builtin';
DROP TABLE IF EXISTS faction_item;
DROP TABLE IF EXISTS entry;
DROP TABLE IF EXISTS ability_alias;
DROP TABLE IF EXISTS ability;
DROP TABLE IF EXISTS weapon;
DROP TABLE IF EXISTS faction;

CREATE TABLE ability (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  faction_id TEXT,                         -- the faction whose data alone names it, or NULL
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

CREATE TABLE weapon (
  game_id TEXT NOT NULL REFERENCES game(id) ON DELETE CASCADE,
  id TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_en TEXT NOT NULL,
  profiles TEXT NOT NULL,                  -- JSON [{mode, ranges, stats, abilities, note}]
  PRIMARY KEY (game_id, id)
) STRICT;
