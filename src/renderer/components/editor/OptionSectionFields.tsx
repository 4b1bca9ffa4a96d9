/**
 * One section of a unit's options (a group, a kind, the options inside one copy of an option): a choice
 * of one as radio buttons, else a checkbox per option or a stepper where more than one may be taken.
 * What is held, offered and changed is given by the caller: the unit's counts, or one copy's.
 */
import { For, Show } from 'solid-js';
import type { CatalogueOption } from '../../../core';
import type { OptionOffer } from '../../state/engine-options';
import { Stepper } from '../common/Stepper';

export interface OptionSection {
  key: string;
  title: string;
  /** Options of a group of at most one behave as a choice: taking one drops the others. */
  exclusive: boolean;
  /** The catalogue's own option objects, so that the controls of a section outlive an edit. */
  options: CatalogueOption[];
  /** The option holding these (a model, a détachement), for the options of an option. */
  holder?: CatalogueOption;
}

export function OptionSectionFields(props: {
  section: OptionSection;
  title: string;
  testId?: string;
  /** The radio buttons' group name, unique in the page. */
  name: string;
  held: (option: CatalogueOption) => number;
  offer: (option: CatalogueOption) => OptionOffer;
  label: (option: CatalogueOption) => string;
  hint: (option: CatalogueOption) => string;
  none: string;
  onSet: (option: CatalogueOption, value: number) => void;
  /** One option chosen among the section's (or none): the others are dropped. */
  onChoose: (option: CatalogueOption | null, among: CatalogueOption[]) => void;
}) {
  return (
    <fieldset class="option-section" data-testid={props.testId}>
      <legend>{props.title}</legend>
      <Show when={props.section.exclusive}>
        <ExclusiveChoice
          options={props.section.options}
          held={props.held}
          name={props.name}
          label={props.label}
          hint={props.hint}
          none={props.none}
          onPick={(option) => props.onChoose(option, props.section.options)}
        />
      </Show>
      <For each={props.section.exclusive ? [] : props.section.options}>
        {(option) => (
          <Show
            when={props.offer(option).max > 1}
            fallback={
              <label class="check">
                <input
                  type="checkbox"
                  checked={props.held(option) > 0}
                  onChange={(event) => props.onSet(option, event.currentTarget.checked ? 1 : 0)}
                />
                <span>
                  {props.label(option)}
                  <span class="muted">{props.hint(option)}</span>
                </span>
              </label>
            }
          >
            <Stepper
              label={props.label(option)}
              hint={props.hint(option)}
              value={props.held(option)}
              min={props.offer(option).min}
              max={props.offer(option).max}
              onChange={(value) => props.onSet(option, value)}
            />
          </Show>
        )}
      </For>
    </fieldset>
  );
}

/**
 * A group of options of which one at most is taken: radio buttons, with "none" when the group may be
 * left empty, so that the choice looks like one.
 */
function ExclusiveChoice(props: {
  options: CatalogueOption[];
  /** How many of an option the unit holds. */
  held: (option: CatalogueOption) => number;
  name: string;
  label: (option: CatalogueOption) => string;
  hint: (option: CatalogueOption) => string;
  none: string;
  onPick: (option: CatalogueOption | null) => void;
}) {
  const taken = () => props.options.find((option) => props.held(option) > 0);
  return (
    <>
      <label class="check">
        <input type="radio" name={props.name} checked={!taken()} onChange={() => props.onPick(null)} />
        <span>{props.none}</span>
      </label>
      <For each={props.options}>
        {(option) => (
          <label class="check">
            <input
              type="radio"
              name={props.name}
              checked={taken()?.id === option.id}
              onChange={() => props.onPick(option)}
            />
            <span>
              {props.label(option)}
              <span class="muted">{props.hint(option)}</span>
            </span>
          </label>
        )}
      </For>
    </>
  );
}
