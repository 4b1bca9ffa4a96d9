import { createSignal, For, Show, type JSX } from 'solid-js';
import type { MusterList } from '../../../core';
import type { FactionCatalogue } from '../../../shared/catalogue-types';
import type { RosterDataRemoval, RosterDataReview } from '../../../shared/roster-types';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { say } from '../../state/toasts';
import { Icon } from '../common/Icon';
import { Modal } from '../common/Modal';

/**
 * Before a list whose community data changed opens: what the change means for it (files, its figures
 * before and now, what the data no longer has, the verdicts now). "Accepter" saves the list with the
 * current revisions and opens it; "Plus tard" (or Échap) opens it as it is, still flagged. A list
 * whose data did not change opens at once. A list moved to another codex version of its army gets the
 * same review, said of the two versions, until it is accepted.
 */
export function DataReviewGate(props: {
  list: MusterList;
  catalogue: FactionCatalogue;
  review: RosterDataReview | null;
  children: (list: MusterList) => JSX.Element;
}) {
  // eslint-disable-next-line solid/reactivity -- decided once, when the list is opened
  const [opened, setOpened] = createSignal<MusterList | null>(props.review?.changed ? null : props.list);
  return (
    <Show
      when={opened()}
      fallback={
        <DataReviewDialog
          list={props.list}
          catalogue={props.catalogue}
          review={props.review!}
          onDone={(list) => setOpened(() => list)}
        />
      }
    >
      {(list) => props.children(list())}
    </Show>
  );
}

/** The review's texts the data change and a move between codex versions both say, each their way. */
type ReviewKey =
  | 'title'
  | 'removed'
  | 'removedEntry'
  | 'removedOption'
  | 'removedItem'
  | 'noRemoved'
  | 'issues'
  | 'noIssues'
  | 'explain'
  | 'accepted';

function DataReviewDialog(props: {
  list: MusterList;
  catalogue: FactionCatalogue;
  review: RosterDataReview;
  onDone: (list: MusterList) => void;
}) {
  const api = useApi();
  const { t, text, number } = useI18n();
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<string | null>(null);
  const cost = (value: number) =>
    props.review.costName ? `${number(value)} ${text(props.review.costName)}` : number(value);
  const errors = () => props.review.issues.filter((issue) => issue.severity === 'error');
  const warnings = () => props.review.issues.filter((issue) => issue.severity === 'warning');

  const codex = () => props.review.codex;
  /** The review's text: said of the two codex versions after a move, else of the data's change. */
  const reviewText = (key: ReviewKey, params: { unit?: string; name?: string } = {}) => {
    const move = codex();
    if (!move) return t(`dataReview.${key}`, { unit: '', name: '', ...params });
    const edition = move.to.edition ?? '';
    return t(`codexSwitch.${key}`, { unit: '', name: '', edition, from: move.from.edition ?? '', ...params });
  };

  const later = () => props.onDone(props.list);
  const accept = async () => {
    const current = props.review.current;
    if (!current && !codex()) return later();
    setBusy(true);
    setProblem(null);
    // Accepting a move to another codex is the list saved without what it kept for the review.
    const { codexChange: _move, ...kept } = props.list;
    const accepted: MusterList = current ? { ...kept, data: current } : kept;
    const result = await api.saveRoster({ roster: accepted, baseRevision: props.list.updatedAt });
    setBusy(false);
    if (!result.ok) return setProblem(t('dataReview.failed', { message: result.error.message }));
    say(reviewText('accepted'));
    props.onDone({ ...accepted, updatedAt: result.value.updatedAt });
  };

  const removal = (item: RosterDataRemoval) => {
    const params = { unit: text(item.unit), name: item.name ? text(item.name) : item.id };
    if (item.kind === 'entry') return reviewText('removedEntry', params);
    return reviewText(item.kind === 'option' ? 'removedOption' : 'removedItem', params);
  };
  const column = (key: 'before' | 'now') => {
    const move = codex();
    const version = key === 'before' ? move?.from : move?.to;
    return move ? t(`codexSwitch.${key}`, { edition: version?.edition ?? '' }) : t(`dataReview.${key}`);
  };
  const description = () => {
    const move = codex();
    if (!move) return t('dataReview.description', { faction: text(props.catalogue.faction.name) });
    return t('codexSwitch.description', {
      faction: text(move.to.name),
      from: move.from.edition ?? '',
      to: move.to.edition ?? '',
    });
  };
  const figure = (value: number | undefined, format: (n: number) => string = number) =>
    value === undefined ? t('dataReview.unknown') : format(value);

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy() && later()}
      title={reviewText('title')}
      description={description()}
      testId="data-review"
    >
      <div class="data-review">
        <Show when={props.review.files.length > 0}>
          <h3>{t('dataReview.files')}</h3>
          <ul>
            <For each={props.review.files}>{(file) => <li>{t('dataReview.fileChange', file)}</li>}</For>
          </ul>
        </Show>

        <table class="data-review-figures">
          <caption>{t('dataReview.figures')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dataReview.what')}</th>
              <th scope="col">{column('before')}</th>
              <th scope="col">{column('now')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('dataReview.cost')}</th>
              <td>{figure(props.review.before?.points, cost)}</td>
              <td>{figure(props.review.now?.points, cost)}</td>
            </tr>
            <tr>
              <th scope="row">{t('dataReview.errors')}</th>
              <td>{figure(props.review.before?.errors)}</td>
              <td>{figure(props.review.now?.errors)}</td>
            </tr>
            <tr>
              <th scope="row">{t('dataReview.warnings')}</th>
              <td>{figure(props.review.before?.warnings)}</td>
              <td>{figure(props.review.now?.warnings)}</td>
            </tr>
          </tbody>
        </table>

        <h3>{reviewText('removed')}</h3>
        <Show when={props.review.removed.length > 0} fallback={<p>{reviewText('noRemoved')}</p>}>
          <ul data-testid="data-review-removed">
            <For each={props.review.removed}>{(item) => <li>{removal(item)}</li>}</For>
          </ul>
        </Show>

        <h3>{reviewText('issues')}</h3>
        <Show
          when={props.review.issues.length > 0}
          fallback={<p class="data-review-ok">{reviewText('noIssues')}</p>}
        >
          <ul class="data-review-issues" data-testid="data-review-issues">
            <For each={[...errors(), ...warnings()]}>
              {(issue) => (
                <li class={issue.severity === 'error' ? 'data-review-error' : 'data-review-warning'}>
                  <Icon name={issue.severity === 'error' ? 'error' : 'warning'} />
                  <span>
                    <strong>
                      {t(issue.severity === 'error' ? 'dataReview.error' : 'dataReview.warning')}
                    </strong>{' '}
                    {text(issue.message)}
                  </span>
                </li>
              )}
            </For>
          </ul>
        </Show>

        <p class="muted">{reviewText('explain')}</p>
        <Show when={problem()}>
          <p class="form-error" role="alert">
            {problem()}
          </p>
        </Show>
        <div class="modal-actions">
          <button type="button" class="button secondary" disabled={busy()} onClick={later}>
            {t('dataReview.later')}
          </button>
          <button type="button" class="button primary" disabled={busy()} onClick={() => void accept()}>
            {busy() ? t('dataReview.accepting') : t('dataReview.accept')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
