/**
 * The sentences of data subscriptions, in French and English: why a catpkg.json, a gallery feed or
 * a file it lists was refused, and what an update changed, game by game. Pure.
 */
import type { PackageReadError } from './catpkg';
import type { ChangeReason } from './changes';
import type { PackageError, SubscriptionFileChange, SubscriptionUpdate } from './types';

type Lang = 'fr' | 'en';

function readError(lang: Lang, error: PackageReadError): string {
  if (lang === 'fr') {
    switch (error.code) {
      case 'too-large':
        return `plus de ${Math.round(error.limit / 1048576)} Mio de texte`;
      case 'not-json':
        return `ce n’est pas du JSON (${error.detail})`;
      case 'invalid':
        return `champ « ${error.path} » non valable (${error.detail})`;
      case 'duplicate-id':
        return `l’identifiant ${error.id} y figure deux fois`;
    }
  }
  switch (error.code) {
    case 'too-large':
      return `over ${Math.round(error.limit / 1048576)} MiB of text`;
    case 'not-json':
      return `not JSON (${error.detail})`;
    case 'invalid':
      return `field "${error.path}" is not valid (${error.detail})`;
    case 'duplicate-id':
      return `the id ${error.id} is listed twice`;
  }
}

export function packageErrorSentence(lang: Lang, error: PackageError): string {
  if (lang === 'fr') {
    switch (error.code) {
      case 'hash-mismatch':
        return `mise à jour refusée : le fichier ${error.id} (${error.url}) n’a pas l’empreinte SHA-256 annoncée par le dépôt (attendue ${error.expected.slice(0, 12)}…, reçue ${error.found.slice(0, 12)}…). Rien n’a été enregistré.`;
      case 'unreadable-package':
        return `description du dépôt illisible (${error.url}) : ${readError('fr', error.error)}.`;
      case 'not-in-gallery':
        return `le dépôt « ${error.name} » ne figure pas dans la Galerie BSData (${error.url}).`;
      case 'no-address':
        return `la Galerie BSData ne donne pas d’adresse pour le dépôt « ${error.name} ».`;
      case 'repository-elsewhere':
        return `refusé : la Galerie BSData place le dépôt « ${error.name} » sur un autre site (${error.url}).`;
      case 'file-elsewhere':
        return `refusé : le dépôt place le fichier ${error.id} sur un autre site (${error.url}).`;
      case 'not-release-address':
        return `adresse refusée : ce n’est pas celle d’une publication de dépôt (…/releases/…/<dépôt>.latest.bsi ou <dépôt>.catpkg.json) : ${error.url}.`;
      case 'not-announced':
        return `ce n’est pas le fichier annoncé par le dépôt (attendu ${error.id}, reçu ${error.found}).`;
      case 'unknown-source':
        return `source de données inconnue : ${error.id}.`;
    }
  }
  switch (error.code) {
    case 'hash-mismatch':
      return `update refused: file ${error.id} (${error.url}) does not have the SHA-256 the repository announces (expected ${error.expected.slice(0, 12)}…, got ${error.found.slice(0, 12)}…). Nothing was stored.`;
    case 'unreadable-package':
      return `the repository's description cannot be read (${error.url}): ${readError('en', error.error)}.`;
    case 'not-in-gallery':
      return `repository "${error.name}" is not in the BSData Gallery (${error.url}).`;
    case 'no-address':
      return `the BSData Gallery gives no address for repository "${error.name}".`;
    case 'repository-elsewhere':
      return `refused: the BSData Gallery puts repository "${error.name}" on another site (${error.url}).`;
    case 'file-elsewhere':
      return `refused: the repository puts file ${error.id} on another site (${error.url}).`;
    case 'not-release-address':
      return `address refused: not a repository release's (…/releases/…/<repo>.latest.bsi or <repo>.catpkg.json): ${error.url}.`;
    case 'not-announced':
      return `not the file the repository announced (expected ${error.id}, got ${error.found}).`;
    case 'unknown-source':
      return `unknown data source: ${error.id}.`;
  }
}

const REASONS: Record<Lang, Record<ChangeReason, (change: SubscriptionFileChange) => string>> = {
  fr: {
    new: (c) => `nouveau fichier, rév. ${c.revision}`,
    revision: (c) => `rév. ${c.before} → ${c.revision}`,
    content: (c) => `contenu changé, rév. ${c.revision}`,
    missing: (c) => `fichier retiré depuis, repris en rév. ${c.revision}`,
  },
  en: {
    new: (c) => `new file, rev. ${c.revision}`,
    revision: (c) => `rev. ${c.before} → ${c.revision}`,
    content: (c) => `content changed, rev. ${c.revision}`,
    missing: (c) => `removed since, fetched again at rev. ${c.revision}`,
  },
};

/** One line per changed file: "Orks : rév. 3 → 4" (French puts a space before the colon). */
export function changeSentence(lang: Lang, change: SubscriptionFileChange): string {
  return `${change.name}${lang === 'fr' ? ' : ' : ': '}${REASONS[lang][change.reason](change)}`;
}

/** What an update did for one game, in one sentence (the files follow, one line each). */
export function updateSummary(lang: Lang, update: SubscriptionUpdate): string {
  const release = update.version ?? '?';
  const was =
    update.previousVersion && update.previousVersion !== update.version ? update.previousVersion : null;
  const count = update.changes.length;
  if (lang === 'fr') {
    switch (update.status) {
      case 'not-modified':
        return `À jour : le dépôt n’a pas changé depuis la dernière vérification (rien téléchargé).`;
      case 'up-to-date':
        return `À jour (publication ${release}) : aucun fichier n’a changé.`;
      case 'updated':
        return `Mis à jour${was ? ` de ${was}` : ''} vers la publication ${release} : ${count} fichier${count > 1 ? 's' : ''} téléchargé${count > 1 ? 's' : ''} et vérifié${count > 1 ? 's' : ''}, ${update.upToDate} déjà à jour.`;
      case 'refused':
        return 'Mise à jour refusée : rien n’a été enregistré.';
    }
  }
  switch (update.status) {
    case 'not-modified':
      return 'Up to date: the repository has not changed since the last check (nothing downloaded).';
    case 'up-to-date':
      return `Up to date (release ${release}): no file changed.`;
    case 'updated':
      return `Updated${was ? ` from ${was}` : ''} to release ${release}: ${count} file${count === 1 ? '' : 's'} downloaded and checked, ${update.upToDate} already up to date.`;
    case 'refused':
      return 'Update refused: nothing was stored.';
  }
}
