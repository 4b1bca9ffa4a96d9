-- What a list of an imported faction last showed (its faction's and game system's names, its units with
-- their counts and points, its figures, the data files it was checked against), as JSON: written at each
-- save and recompute (src/main/rosters/last-known.ts), read when the faction's data has been removed, so
-- that the list still opens, read-only, and the library still names its faction. NULL for built-in
-- factions, whose data is never removed.
ALTER TABLE roster ADD COLUMN last_known TEXT;

-- Lists saved before this column: worked out again at the next start, while their data is still stored,
-- which fills it in (figures only: their data record is not touched).
INSERT INTO roster_recompute (roster_id, before_points, before_errors, before_warnings, before_data, follows_data)
SELECT id, points, errors, warnings, NULL, 0 FROM roster
WHERE faction_id NOT IN (SELECT id FROM faction)
ON CONFLICT (roster_id) DO NOTHING;
