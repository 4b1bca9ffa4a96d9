/**
 * Names of the categories the conversion creates from the built-in catalogue's kinds and tags. The
 * v1 format kept them as bare ids (the interface translated them); in catalogue model v2 a category
 * is data with its own name, so the names move here once and live in the game files afterwards.
 */
import type { I18nText } from '../../src/core/catalogue/schema';

const t = (fr: string, en: string): I18nText => ({ fr, en });

export const CATEGORY_NAMES: Record<string, I18nText> = {
  compagnie: t('Compagnie', 'Company'),
  detachement: t('Détachement', 'Detachment'),
  'carte-de-soutien': t('Carte de soutien', 'Support card'),
  'carte-speciale': t('Carte spéciale', 'Special card'),
  leader: t('Chef', 'Leader'),
  troop: t('Troupe', 'Troop'),
  specialist: t('Spécialiste', 'Specialist'),
  support: t('Soutien', 'Support'),
  follower: t('Suivant', 'Follower'),
  mercenary: t('Mercenaire', 'Mercenary'),
  tactical: t('Tactique', 'Tactical'),
  strategic: t('Stratégique', 'Strategic'),
  auxiliary: t('Auxiliaire', 'Auxiliary'),
  infantry: t('Infanterie', 'Infantry'),
  cavalry: t('Cavalerie', 'Cavalry'),
  vehicle: t('Véhicule', 'Vehicle'),
  walker: t('Marcheur', 'Walker'),
  character: t('Personnage', 'Character'),
  command: t('Commandement', 'Command'),
  'daemon-engine': t('Engin démoniaque', 'Daemon engine'),
  daemon: t('Démon', 'Daemon'),
  transport: t('Transport', 'Transport'),
  flyer: t('Aéronef', 'Flyer'),
  'war-engine': t('Engin de guerre', 'War engine'),
  skimmer: t('Antigrav', 'Skimmer'),
  psyker: t('Psyker', 'Psyker'),
  titan: t('Titan', 'Titan'),
  construct: t('Construct', 'Construct'),
  drone: t('Drone', 'Drone'),
  robot: t('Robot', 'Robot'),
  beast: t('Bête', 'Beast'),
  bike: t('Moto', 'Bike'),
  large: t('Grande taille', 'Large'),
  'weapon-team': t("Équipe d'arme", 'Weapon team'),
  mounted: t('Monté', 'Mounted'),
  probe: t('Sonde', 'Probe'),
  'special-ammo': t('Munition spéciale', 'Special ammunition'),
  'buddy-drone': t('Drone compagnon', 'Buddy drone'),
  'compactor-load': t('Charge de drone compacteur', 'Compactor drone load'),
  'class-1': t('Classe 1 (infanterie)', 'Class 1 (infantry)'),
  'class-2': t('Classe 2 (cavalerie)', 'Class 2 (cavalry)'),
  'class-3': t('Classe 3 (véhicules)', 'Class 3 (vehicles)'),
  'class-4': t('Classe 4 (engins de guerre)', 'Class 4 (war engines)'),
  'class-5': t('Classe 5 (titans)', 'Class 5 (titans)'),
};

/** The force every list of a game (or, for Antares, of a faction) is built in. */
export const FORCE_NAMES: Record<string, I18nText> = {
  netepic: t('Armée', 'Army'),
  deadzone: t("Équipe d'intervention", 'Strike team'),
  'freebooters-fate': t('Équipage', 'Crew'),
  antares: t('Force', 'Force'),
};

export const PROFILE_TYPE_NAMES = {
  unit: t('Profil', 'Profile'),
  weapon: t('Arme', 'Weapon'),
  abilities: t('Règles', 'Rules'),
  mode: t('Mode', 'Mode'),
  note: t('Précision', 'Detail'),
};

export const MODEL_NAMES = {
  base: t('Socles', 'Bases'),
  model: t('Figurines', 'Models'),
  extraBase: t('Socle supplémentaire', 'Extra base'),
  extraModel: t('Figurine supplémentaire', 'Extra model'),
};

export const ITEMS_GROUP_NAME = t('Objets', 'Items');

/** Words that mark a note as provenance (where a figure comes from), not as something for players. */
export const PROVENANCE_MARKERS = [/bsdata/i, /\bseed\b/i, /éditorial/i, /editorial/i, /battlescribe/i];
