import { useEffect, useRef, type ReactNode } from 'react';

/**
 * How every form shows where it fails: after a submit with problems the first field in page order scrolls to the
 * middle of the screen and takes the focus; on a phone a summary at the top (ErrorSummary.tsx) lists each problem as
 * a link to its field. The forms differ only in how they collect their problems (state, react-hook-form, react-admin).
 */

/** One field's problem: the id of the element to move to (a control, or a group with tabIndex -1) and what is wrong. */
export interface FieldProblem {
  id: string;
  message: ReactNode;
}

/** A problem of a react-hook-form field: also its name there. */
export interface NamedProblem extends FieldProblem {
  source: string;
}

/** The problems in the order of their fields on the page; those whose field is not on the page come last. */
export function inPageOrder<T extends { id: string }>(problems: readonly T[]): T[] {
  return [...problems].sort((a, b) => {
    const first = document.getElementById(a.id);
    const second = document.getElementById(b.id);
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** Scrolls a field to the middle of the screen (clear of a sticky header) and focuses it; false when it is not on the page. */
export function revealField(id: string): boolean {
  const field = document.getElementById(id);
  if (!field) return false;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * Moves to the first problem once per submit: `attempt` counts the submits. It waits until the problems are on the
 * page, so that the server's answers (which arrive after the submit) are reached too.
 */
export function useRevealFirstProblem(attempt: number, problems: readonly FieldProblem[]): void {
  const revealed = useRef(attempt);
  useEffect(() => {
    if (attempt === revealed.current || problems.length === 0) return;
    revealed.current = attempt;
    const [first] = inPageOrder(problems);
    revealField(first.id);
  }, [attempt, problems]);
}

/** A react-hook-form error tree (nested objects and arrays of fields) as problems, one per field that has a message. */
export function problemsOf(
  errors: object,
  text: (message: unknown) => ReactNode,
  idOf: (name: string) => string = (name) => name,
  path = '',
): NamedProblem[] {
  return Object.entries(errors).flatMap(([key, error]): NamedProblem[] => {
    if (key === 'root' || error === null || typeof error !== 'object') return [];
    const name = path ? `${path}.${key}` : key;
    if ('message' in error && error.message) return [{ id: idOf(name), source: name, message: text(error.message) }];
    return 'type' in error ? [] : problemsOf(error, text, idOf, name);
  });
}
