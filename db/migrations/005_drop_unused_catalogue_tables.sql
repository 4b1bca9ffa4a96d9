-- Copies of the catalogue that nothing read: the builder, the checks and the exports read each
-- entry's `definition` and each weapon's `profiles`, and the catalogue panel finds entries in the
-- faction catalogue it already holds (by name, kind, traits and abilities, accents ignored), so the
-- FTS index and the per-entry cost, ability and weapon tables were only ever written. Rosters,
-- settings, imported rule texts and game data live in other tables and are not touched.
DROP TABLE IF EXISTS catalogue_search;
DROP TABLE IF EXISTS entry_cost;
DROP TABLE IF EXISTS entry_ability;
DROP TABLE IF EXISTS entry_weapon;
DROP TABLE IF EXISTS weapon_ability;
