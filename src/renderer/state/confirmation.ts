import { createSignal } from 'solid-js';

export interface ConfirmationRequest {
  title: string;
  body: string;
  confirm: string;
}

interface Pending extends ConfirmationRequest {
  answer: (yes: boolean) => void;
}

const [pending, setPending] = createSignal<Pending | null>(null);

/** The question waiting for the player's answer, shown by the shell's one confirmation dialog. */
export const pendingConfirmation = pending;

/**
 * Asks the player before going on, from anywhere (the library's import button and the desktop File
 * menu alike); resolves true when they confirm. A new question answers an unanswered one with no.
 */
export function askConfirmation(request: ConfirmationRequest): Promise<boolean> {
  pending()?.answer(false);
  return new Promise((resolve) => {
    setPending({
      ...request,
      answer: (yes) => {
        setPending(null);
        resolve(yes);
      },
    });
  });
}
